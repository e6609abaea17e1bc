import { Navigate } from 'react-router-dom'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
import { useEmptyCartRedirect } from '../hooks/use-empty-cart-redirect'
import { CheckoutProgress } from './checkout-progress'

/**
 * Step 0: check out as a guest, or log in (the auth screen comes back to shipping); a signed-in customer
 * goes straight on to shipping. An empty cart has nothing to check out and goes to the shop; no order is
 * placed from this page, so the cart clearing behind a placed order never sends anyone away from its
 * confirmation.
 */
export function CheckoutOptions() {
  const cartEmpty = useEmptyCartRedirect()
  const { status } = useAuth()
  if (cartEmpty || status === 'loading') return null
  // A member has no guest-or-account choice to make: the auth step is skipped.
  if (status === 'signed-in') return <Navigate to={paths.checkout.shipping.getHref()} replace />
  return (
    <div className="mx-auto w-full max-w-content px-4 py-8 sm:px-6 lg:py-12">
      <CheckoutProgress current="options" />
      <div className="mt-8 rounded-2xl border border-brand-100 bg-white p-5 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">How Would You Like to Check Out?</h1>
        <p className="mt-3 max-w-2xl text-ink-muted">
          Check out as a guest, or log in to earn Flavor Points on this order.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={paths.checkout.shipping.getHref()} size="lg">
            Continue Without Account
          </ButtonLink>
          <ButtonLink to={paths.checkout.auth.getHref()} state={{ fromCheckout: true }} size="lg" variant="secondary">
            Log In or Create Account
          </ButtonLink>
        </div>
      </div>
    </div>
  )
}
