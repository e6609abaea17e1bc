import { ButtonLink } from '@/components/ui/button'
import { adminPaths } from '@/config/admin-paths'
import { readAddress, readOrder } from '@/lib/read-order'
import type { ShippingAddress } from '@/types/order'
import { useAdminOrder } from '../api/get-admin-order'
import { useOrderFulfilment } from '../api/get-order-fulfilment'
import { useOrderStatusHistory } from '../api/get-order-status-history'
import { cardOf } from '../lib/fulfilment'
import { dateTime, money, tableClass, tdClass } from '../lib/format'
import { AdminHeader, AdminLoading, HeaderRow, LoadError } from './admin-ui'
import { OrderFulfilment } from './order-fulfilment'
import { StatusBadge } from './order-list'
import { OrderStatusActions } from './order-status-actions'

const backToOrders = (
  <ButtonLink variant="secondary" to={adminPaths.orders.getHref()}>
    Back to Orders
  </ButtonLink>
)

function Address({ title, address }: { title: string; address: ShippingAddress }) {
  return (
    <section className="rounded-xl border border-brand-100 bg-white p-4">
      <h2 className="font-bold">{title}</h2>
      <address className="mt-2 text-sm not-italic">
        {address.street}
        {address.apartment ? `, ${address.apartment}` : ''}
        <br />
        {address.city}, {address.state} {address.zip}
        <br />
        {address.country}
        {address.phone ? (
          <>
            <br />
            {address.phone}
          </>
        ) : null}
      </address>
    </section>
  )
}

/** An order's lines, addresses, payment, promo and points, its status history and the status buttons. */
export function OrderDetail({ orderId }: { orderId: string }) {
  const query = useAdminOrder(orderId)
  const history = useOrderStatusHistory(orderId)
  const fulfilment = useOrderFulfilment(orderId, query.data?.payment_id ?? null, query.isSuccess)

  if (query.isPending) {
    return <AdminLoading title="Order" actions={backToOrders} what="order" />
  }
  if (query.isError) {
    return (
      <div className="p-4 sm:p-8">
        <AdminHeader title="Order" actions={backToOrders} />
        <LoadError what="the order" error={query.error} onRetry={() => void query.refetch()} />
      </div>
    )
  }
  const row = query.data
  const order = readOrder(row)
  const payment = fulfilment.data?.payment ?? null
  const refundable = payment?.status === 'succeeded' ? row.total_price : 0

  return (
    <div className="p-4 sm:p-8">
      <AdminHeader title={`Order ${order.order_number}`} actions={backToOrders} />
      <p className="mt-2 flex flex-wrap items-center gap-3 text-ink-muted">
        Placed {dateTime(order.created_at)} by {order.customer_name} ({order.customer_email})
        {row.user_id ? '' : ' as a guest'} <StatusBadge status={order.status} />
      </p>

      <section aria-labelledby="status-heading" className="mt-6 rounded-xl border border-brand-100 bg-white p-4">
        <h2 id="status-heading" className="font-bold">
          Status
        </h2>
        <OrderStatusActions order={row} refund={{ amount: refundable, card: cardOf(payment) }} />
      </section>

      {fulfilment.data ? <OrderFulfilment order={row} fulfilment={fulfilment.data} /> : null}

      <div className="overflow-x-auto">
        <table className={tableClass}>
          <caption className="sr-only">Items</caption>
          <HeaderRow labels={['Item', 'Size', 'Qty', 'Price', 'Line total']} />
          <tbody>
            {order.products_ordered.map((line, index) => (
              <tr key={`${line.product_id}-${line.size_selected ?? ''}-${index}`}>
                <td className={tdClass}>{line.product_name}</td>
                <td className={tdClass}>{line.size_label ?? line.size_selected ?? '—'}</td>
                <td className={tdClass}>{line.quantity}</td>
                <td className={tdClass}>{money(line.price_at_purchase)}</td>
                <td className={tdClass}>{money(line.price_at_purchase * line.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="mt-6 grid max-w-md grid-cols-2 gap-x-6 gap-y-1 text-sm">
        <dt>Subtotal</dt>
        <dd className="text-right">{money(row.subtotal_price)}</dd>
        <dt>Discount</dt>
        <dd className="text-right">{money(row.discount_total)}</dd>
        <dt>Shipping</dt>
        <dd className="text-right">{money(row.shipping_cost)}</dd>
        <dt>Taxes</dt>
        <dd className="text-right">{money(row.taxes)}</dd>
        <dt className="font-bold">Total</dt>
        <dd className="text-right font-bold">{money(row.total_price)}</dd>
        <dt>Payment method</dt>
        <dd className="text-right">{row.payment_method}</dd>
        <dt>Promo code</dt>
        <dd className="text-right">{row.promo_code_used ?? 'None'}</dd>
        <dt>Points redeemed</dt>
        <dd className="text-right">{row.points_redeemed}</dd>
        <dt>Points earned</dt>
        <dd className="text-right">{row.points_earned}</dd>
      </dl>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Address title="Shipping Address" address={order.shipping_address} />
        <Address title="Billing Address" address={readAddress(row.billing_address)} />
      </div>

      <section aria-labelledby="history-heading" className="mt-6">
        <h2 id="history-heading" className="font-bold">
          Status History
        </h2>
        {history.isPending ? (
          <p className="text-sm text-ink-muted">Loading history...</p>
        ) : history.isError ? (
          <p className="text-sm text-danger-700">Error loading the history: {history.error.message}</p>
        ) : (
          <ol className="mt-2 space-y-1 text-sm">
            {history.data.map((entry) => (
              <li key={entry.id}>
                {dateTime(entry.changed_at)}: {entry.from_status ? `${entry.from_status} → ` : ''}
                {entry.to_status}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}
