import { Seo } from '@/components/seo/seo'
import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen'

/** Where the password-reset e-mail's link lands. */
export default function ResetPasswordRoute() {
  return (
    <>
      <Seo title="Reset Your Password" description="Choose a new password for your CasaBite account." noIndex />
      <ResetPasswordScreen />
    </>
  )
}
