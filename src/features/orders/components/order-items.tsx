import type { Order } from '@/types/order'
import { OrderLines } from './order-lines'

/** The confirmation page's lines and totals, as `place_order` priced them. */
export function OrderItems({ order }: { order: Order }) {
  return (
    <section aria-labelledby="order-items-heading" className="rounded-2xl border border-brand-100 bg-white p-6">
      <h2 id="order-items-heading" className="text-xl font-bold">
        Items Ordered
      </h2>
      <OrderLines order={order} images totalLabel="Grand Total" />
    </section>
  )
}
