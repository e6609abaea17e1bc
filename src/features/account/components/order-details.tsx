import { formatMoney, toCents } from '@/lib/money'
import type { Order } from '@/types/order'
import { useOrderStatusHistory } from '../api/get-order-status-history'
import { formatDateTime } from '@/lib/format-date'
import { PostalAddress } from '@/components/postal-address'

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

const Amount = ({ label, cents }: { label: string; cents: number }) => (
  <div className="flex justify-between gap-4">
    <dt>{label}</dt>
    <dd>{formatMoney(cents)}</dd>
  </div>
)

/** An expanded order: items with size, quantity and price, the shipping address, totals and the status timeline. */
export function OrderDetails({ order }: { order: Order }) {
  const discount = toCents(order.discount_total)
  return (
    <div className="grid gap-6 border-t border-brand-100 p-4 md:grid-cols-2">
      <section aria-label="Items">
        <h2 className="font-semibold">Items</h2>
        <ul className="mt-2 divide-y divide-brand-100">
          {order.products_ordered.map((line, index) => (
            <li key={`${line.product_id}-${line.size_selected ?? ''}-${index}`} className="flex justify-between py-2">
              <span>
                {line.product_name}
                {line.size_label || line.size_selected ? (
                  <span className="block text-sm text-ink-muted">Size: {line.size_label ?? line.size_selected}</span>
                ) : null}
                <span className="block text-sm text-ink-muted">Qty: {line.quantity}</span>
              </span>
              <span>{formatMoney(toCents(line.price_at_purchase) * line.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 space-y-1 text-sm">
          <Amount label="Subtotal" cents={toCents(order.subtotal_price)} />
          {discount > 0 ? <Amount label="Discount" cents={-discount} /> : null}
          <Amount label="Shipping" cents={toCents(order.shipping_cost)} />
          <Amount label="Taxes" cents={toCents(order.taxes)} />
          <div className="flex justify-between gap-4 font-bold">
            <dt>Total</dt>
            <dd>{formatMoney(toCents(order.total_price))}</dd>
          </div>
        </dl>
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
