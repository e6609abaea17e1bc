import { lazy, Suspense, useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { CartIcon } from '@/components/ui/icons'
import { paths } from '@/config/paths'
import { usePageSettled } from '@/hooks/use-page-settled'

// The cart store (zustand persist and its storage validation) stays out of a first visit to the home
// page: there the count can only be non-zero if a cart was saved before (or another tab saves one),
// because nothing on the home page adds to the cart. Every other page loads the count straight away.
const CartCount = lazy(() => import('./cart-count'))

/** Must equal CART_STORAGE_KEY in stores/cart.ts (a unit test checks); importing it would load the store. */
export const SAVED_CART_KEY = 'casabite-cart'

function hasSavedCart(): boolean {
  try {
    return window.localStorage.getItem(SAVED_CART_KEY) !== null
  } catch {
    return false // storage blocked: the cart starts empty anyway
  }
}

function useCartCountNeeded(): boolean {
  const { pathname } = useLocation()
  const [needed, setNeeded] = useState(() => pathname !== paths.home.getHref() || hasSavedCart())
  // Adjusting state while rendering (no effect round-trip): once needed, always needed.
  if (!needed && pathname !== paths.home.getHref()) setNeeded(true)

  useEffect(() => {
    if (needed) return
    const onStorage = (event: StorageEvent) => {
      if (event.key === SAVED_CART_KEY) setNeeded(true)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [needed])

  return needed
}

/** The header's cart icon: a link to /cart with the item count (badge, and words for screen readers). */
export function CartLink({ className }: { className: string }) {
  // The count is no part of the first paint: its code and the saved cart load once the page has settled.
  const settled = usePageSettled()
  const needed = useCartCountNeeded() && settled
  return (
    <Link to={paths.cart.getHref()} className={className}>
      <CartIcon />
      <span className="sr-only">Cart</span>
      {needed ? (
        <Suspense fallback={null}>
          <CartCount />
        </Suspense>
      ) : null}
    </Link>
  )
}
