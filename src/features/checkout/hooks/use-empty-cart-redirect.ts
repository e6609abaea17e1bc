import { useEffect, useRef, type RefObject } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useCartStore } from '@/stores/cart'
import { toast } from '@/stores/toast'
import { CHECKOUT_TOASTS } from '../lib/checkout-toasts'

/**
 * An empty cart has nothing to check out: toast Empty Cart and go to the shop, replacing the checkout
 * entry. `done` is set once an order is placed, whose own clearing of the cart must not send the buyer away.
 * Returns whether the cart is empty.
 */
export function useEmptyCartRedirect(done?: RefObject<boolean>): boolean {
  const isEmpty = useCartStore((state) => state.items.length === 0)
  const navigate = useNavigate()
  const redirected = useRef(false)
  useEffect(() => {
    if (!isEmpty || done?.current || redirected.current) return
    redirected.current = true
    toast(CHECKOUT_TOASTS.emptyCart)
    void navigate(paths.shop.getHref(), { replace: true })
  }, [isEmpty, done, navigate])
  return isEmpty
}
