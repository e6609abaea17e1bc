import { Seo } from '@/components/seo/seo'
import { AuthScreen } from '@/features/auth/components/auth-screen'
import { useClaimGuestOrder } from '@/features/orders/api/claim-guest-order'

export default function CheckoutAuthRoute() {
  // The claim is the orders feature's request (and toasts); the auth screen runs it once signed in.
  const claim = useClaimGuestOrder()
  return (
    <>
      <Seo title="Log In or Create Account" description="Log in to your CasaBite account or create one." noIndex />
      <AuthScreen claimOrder={claim.mutateAsync} />
    </>
  )
}
