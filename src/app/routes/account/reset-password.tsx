import { Seo } from '@/components/seo/seo'
import { PageShell } from '@/components/ui/page-shell'

/** Where the password-reset e-mail's link lands. */
export default function ResetPasswordRoute() {
  return (
    <>
      <Seo title="Reset Your Password" description="Choose a new password for your CasaBite account." noIndex />
      <PageShell title="Reset Your Password" lead="Choose a new password for your CasaBite account." />
    </>
  )
}
