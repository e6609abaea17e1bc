import { selectItemCount, useCartStore } from '@/stores/cart'

/** The number of items in the cart, as a badge on the cart icon and as words for screen readers. */
export default function CartCount() {
  const count = useCartStore(selectItemCount)
  if (count === 0) return null
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="cart-count"
        className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs leading-5 font-bold text-white"
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">, {count === 1 ? '1 item' : `${count} items`}</span>
    </>
  )
}
