import { useLocation } from 'react-router-dom'
import { CheckoutLayout } from '@/components/layouts/checkout-layout'
import { MainLayout } from '@/components/layouts/main-layout'
import { readAuthArrival } from '@/features/auth/lib/auth-arrival'

/**
 * /checkout/auth is the checkout's step when the checkout's options page sent the shopper (its frame, and
 * Continue Without Account); from anywhere else (the header's account icon, a login-required guard, a
 * confirmation) it is a page of the site, with its menu and footer.
 */
export function AuthLayout() {
  const location = useLocation()
  return readAuthArrival(location.search, location.state).fromCheckout ? <CheckoutLayout /> : <MainLayout />
}
