import type { Order } from '@/types/order'
import { useOrderStatusHistory } from '../api/get-order-status-history'
import { formatDateTime } from '@/lib/format-date'
import { PostalAddress } from '@/components/ui/postal-address'
import { OrderLines } from './order-lines'

function Timeline({ orderId }: { orderId: string }) {
  const history = useOrderStatusHistory(orderId, true)
  if (history.isPending) return <p className="text-sm text-ink-muted">Loading status history…</p>
  if (history.isError) return <p className="text-sm text-danger-700">The status history could not be loaded.</p>
  return (
    <ol className="space-y-2 border-l-2 border-brand-100 pl-4" aria-label="Status history">
      {history.data.map((step) => (
        <li key={step.id} className="text-sm">
          <span className="font-semibold">{step.to_status}</span>{' '}
          <span className="text-ink-muted">{formatDateTime(step.changed_at)}</span>
        </li>
      ))}
    </ol>
  )
}

/** An expanded order: items with size, quantity and price, the shipping address, totals and the status timeline. */
export function OrderDetails({ order }: { order: Order }) {
  return (
    <div className="grid gap-6 border-t border-brand-100 p-4 md:grid-cols-2">
      <section aria-label="Items">
        <h2 className="font-semibold">Items</h2>
        <OrderLines order={order} />
      </section>
      <div className="space-y-6">
        <section aria-label="Shipping Address">
          <h2 className="font-semibold">Shipping Address</h2>
          <PostalAddress name={order.customer_name} {...order.shipping_address} />
        </section>
        <section aria-label="Status">
          <h2 className="mb-2 font-semibold">Status</h2>
          <Timeline orderId={order.id} />
        </section>
      </div>
    </div>
  )
}
