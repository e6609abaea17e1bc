import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { AuthScreen } from '@/features/auth/components/auth-screen'
import { readAuthArrival } from '@/features/auth/lib/auth-arrival'
import { useEmptyCartRedirect } from '@/features/checkout/hooks/use-empty-cart-redirect'
import { useClaimGuestOrder } from '@/features/orders/api/claim-guest-order'

/** The checkout's step follows the checkout's Empty Cart rule: with nothing to check out, the shop. */
function CheckoutStep({ children }: { children: ReactNode }) {
  const cartEmpty = useEmptyCartRedirect()
  return cartEmpty ? null : children
}

export default function CheckoutAuthRoute() {
  // The claim is the orders feature's request (and toasts); the auth screen runs it once signed in.
  const claim = useClaimGuestOrder()
  const location = useLocation()
  const screen = <AuthScreen claimOrder={claim.mutateAsync} />
  return (
    <>
      <Seo title="Log In or Create Account" description="Log in to your CasaBite account or create one." noIndex />
      {readAuthArrival(location.search, location.state).fromCheckout ? <CheckoutStep>{screen}</CheckoutStep> : screen}
    </>
  )
}
