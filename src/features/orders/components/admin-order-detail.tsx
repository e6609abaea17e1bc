import { ButtonLink } from '@/components/ui/button'
import { adminPaths } from '@/config/admin-paths'
import { formatDateTime } from '@/lib/format-date'
import { readAddress, readOrder } from '@/lib/read-order'
import type { ShippingAddress } from '@/types/order'
import { useAdminOrder } from '../api/get-admin-order'
import { useOrderFulfilment } from '../api/get-order-fulfilment'
import { useOrderStatusHistory } from '../api/get-order-status-history'
import { cardOf } from '../lib/fulfilment'
import { AdminHeader, AdminLoading } from '@/components/layouts/admin-header'
import { LoadError } from '@/components/ui/load-error'
import { OrderAddress } from './order-address'
import { OrderFulfilment } from './order-fulfilment'
import { OrderLines } from './order-lines'
import { OrderStatusActions } from './order-status-actions'
import { StatusBadge } from './status-badge'

const backToOrders = (
  <ButtonLink variant="secondary" to={adminPaths.orders.getHref()}>
    Back to Orders
  </ButtonLink>
)

function Address({ title, address }: { title: string; address: ShippingAddress }) {
  return (
    <section className="rounded-xl border border-brand-100 bg-white p-4">
      <h2 className="font-bold">{title}</h2>
      <OrderAddress address={address} />
    </section>
  )
}

/** An order's lines, addresses, payment, promo and points, its status history and the status buttons. */
export function AdminOrderDetail({ orderId }: { orderId: string }) {
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
      <AdminHeader
        title={`Order ${order.order_number}`}
        actions={
          <>
            <ButtonLink variant="secondary" to={adminPaths.packingSlip.getHref(row.id)}>
              Print Packing Slip
            </ButtonLink>
            {backToOrders}
          </>
        }
      />
      <p className="mt-2 flex flex-wrap items-center gap-3 text-ink-muted">
        Placed {formatDateTime(order.created_at)} by {order.customer_name} ({order.customer_email})
        {row.user_id ? '' : ' as a guest'} <StatusBadge status={order.status} />
      </p>

      <section aria-labelledby="status-heading" className="mt-6 rounded-xl border border-brand-100 bg-white p-4">
        <h2 id="status-heading" className="font-bold">
          Status
        </h2>
        <OrderStatusActions order={row} refund={{ amount: refundable, card: cardOf(payment) }} />
      </section>

      {fulfilment.data ? <OrderFulfilment order={row} fulfilment={fulfilment.data} /> : null}

      <section
        aria-labelledby="items-heading"
        className="mt-6 max-w-xl rounded-xl border border-brand-100 bg-white p-4"
      >
        <h2 id="items-heading" className="font-bold">
          Items
        </h2>
        <OrderLines order={order} />
      </section>

      <dl className="mt-6 grid max-w-md grid-cols-2 gap-x-6 gap-y-1 text-sm">
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
                {formatDateTime(entry.changed_at)}: {entry.from_status ? `${entry.from_status} → ` : ''}
                {entry.to_status}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}
