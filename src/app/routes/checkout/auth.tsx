import { Seo } from '@/components/seo/seo'
import { AuthScreen } from '@/features/auth/components/auth-screen'

export default function CheckoutAuthRoute() {
  return (
    <>
      <Seo title="Log In or Create Account" description="Log in to your CasaBite account or create one." noIndex />
      <AuthScreen />
    </>
  )
}
