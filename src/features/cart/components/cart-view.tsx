import { useRef, useState } from 'react'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { multiplyCents, sumCents } from '@/lib/money'
import { selectItemCount, useCartStore, type CartLine } from '@/stores/cart'
import { useCartProducts } from '../api/get-cart-products'
import { cartLineStatus } from '../lib/cart-line-status'
import { CartLineItem } from './cart-line-item'
import { CartSummary } from './cart-summary'

function EmptyCart() {
  return (
    <div className="rounded-2xl border border-brand-100 bg-white p-10 text-center">
      <h2 className="text-2xl font-bold">Your Cart is Empty</h2>
      <p className="mt-2 text-ink-muted">Find a spice you love and it will wait for you here.</p>
      <ButtonLink to={paths.shop.getHref()} className="mt-6">
        Start Shopping
      </ButtonLink>
    </div>
  )
}

const lineName = (line: CartLine) => (line.size ? `${line.name}, ${line.size.label}` : line.name)

/** The cart's lines, checked against current prices and stock, with the summary beside them. */
export function CartView() {
  const items = useCartStore((state) => state.items)
  const itemCount = useCartStore(selectItemCount)
  const setQuantity = useCartStore((state) => state.setQuantity)
  const removeItem = useCartStore((state) => state.removeItem)
  const clear = useCartStore((state) => state.clear)
  const check = useCartProducts(items.map((line) => line.productId))
  const [announcement, setAnnouncement] = useState('')
  const headingRef = useRef<HTMLHeadingElement>(null)

  const statuses = items.map((line) => cartLineStatus(line, check.data))
  const subtotalCents = sumCents(items.map((line, i) => multiplyCents(statuses[i]!.unitCents, line.quantity)))
  const hasProblems = statuses.some((status) => status.problem !== null)

  const onQuantityChange = (line: CartLine, quantity: number) => {
    if (quantity < 1) return
    setQuantity(line.productId, line.size?.value ?? null, quantity)
    setAnnouncement(`Quantity of ${lineName(line)} changed to ${quantity}.`)
  }
  const onRemove = (line: CartLine) => {
    removeItem(line.productId, line.size?.value ?? null)
    setAnnouncement(`${lineName(line)} removed from your cart.`)
    // The focused button is gone with its line: continue from the top of the cart.
    headingRef.current?.focus()
  }
  const onClear = () => {
    clear()
    setAnnouncement('Your cart has been cleared.')
    headingRef.current?.focus()
  }

  return (
    <div className="mx-auto w-full max-w-content px-4 py-10 sm:px-6 lg:py-14">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight focus:outline-none sm:text-4xl">
        Your Cart
      </h1>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="mt-8">
        {items.length === 0 ? (
          <EmptyCart />
        ) : (
          <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
            <div>
              {check.isError ? (
                <p className="mb-4 rounded-lg bg-saffron-100 px-3 py-2 text-sm">
                  We couldn&apos;t check current prices and stock right now. Prices shown are from when you added each
                  spice.
                </p>
              ) : null}
              <ul aria-label="Items in your cart" className="border-t border-brand-100">
                {items.map((line, i) => (
                  <CartLineItem
                    key={`${line.productId}::${line.size?.value ?? ''}`}
                    line={line}
                    status={statuses[i]!}
                    onQuantityChange={onQuantityChange}
                    onRemove={onRemove}
                  />
                ))}
              </ul>
            </div>
            <CartSummary
              itemCount={itemCount}
              subtotalCents={subtotalCents}
              hasProblems={hasProblems}
              onClear={onClear}
            />
          </div>
        )}
      </div>
    </div>
  )
}
