import { useState } from 'react'
import { Button, ButtonLink } from '@/components/ui/button'
import { adminPaths } from '@/config/admin-paths'
import { errorMessage } from '@/lib/errors'
import { readAddress, readOrder } from '@/lib/read-order'
import { toast } from '@/stores/toast'
import type { ShippingAddress } from '@/types/order'
import { AdminHeader, AdminLoading } from '@/components/layouts/admin-header'
import { LoadError } from '@/components/ui/load-error'
import { Spinner } from '@/components/ui/spinner'
import { HeaderRow } from '@/components/ui/table-header-row'
import type { OrderStatus } from '../api/admin-orders-query'
import { useAdminOrder } from '../api/get-admin-order'
import { useOrderStatusHistory } from '../api/get-order-status-history'
import { useSetOrderStatus } from '../api/set-order-status'
import { dateTime, money, tableClass, tdClass } from '../lib/format'
import { nextStatuses } from '../lib/order-status'
import { StatusBadge } from './order-list'

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
  const setStatus = useSetOrderStatus()
  const [refusal, setRefusal] = useState<string | null>(null)

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
  const change = async (status: OrderStatus) => {
    setRefusal(null)
    try {
      await setStatus.mutateAsync({ orderId, status })
      toast({ title: 'Order Updated', description: `${order.order_number} is now ${status}.` })
    } catch (error) {
      setRefusal(errorMessage(error))
    }
  }

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
        {nextStatuses(order.status).length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">{order.status} is final: no further status changes.</p>
        ) : (
          <div className="mt-3 flex flex-wrap gap-3">
            {nextStatuses(order.status).map((status) => (
              <Button
                key={status}
                variant={status === 'Cancelled' ? 'secondary' : 'primary'}
                disabled={setStatus.isPending}
                onClick={() => void change(status)}
              >
                {setStatus.isPending && setStatus.variables.status === status ? <Spinner /> : null}
                {status === 'Cancelled' ? 'Cancel Order' : `Mark as ${status}`}
              </Button>
            ))}
          </div>
        )}
        {refusal ? (
          <p role="alert" className="mt-3 font-semibold text-danger-700">
            Could not change the status: {refusal}
          </p>
        ) : null}
      </section>

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
