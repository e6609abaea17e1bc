import { Button, ButtonLink } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { adminPaths } from '@/config/admin-paths'
import { formatDate } from '@/lib/format-date'
import { readOrder } from '@/lib/read-order'
import { useAdminOrder } from '../api/get-admin-order'
import { OrderAddress } from './order-address'

/**
 * An order's packing slip: what goes in the box and where it goes, printed on its own page. No prices: the
 * slip travels with the parcel. The buttons are for the screen only (`print:hidden`).
 */
export function PackingSlip({ orderId }: { orderId: string }) {
  const query = useAdminOrder(orderId)
  const backToOrder = (
    <ButtonLink variant="secondary" to={adminPaths.order.getHref(orderId)}>
      Back to Order
    </ButtonLink>
  )

  if (query.isPending) {
    return (
      <main className="mx-auto max-w-3xl p-6">
        <p role="status" className="text-ink-muted">
          Loading packing slip...
        </p>
      </main>
    )
  }
  if (query.isError) {
    return (
      <main className="mx-auto max-w-3xl space-y-4 p-6">
        <h1 className="text-2xl font-bold">Packing Slip</h1>
        <LoadError what="the order" error={query.error} onRetry={() => void query.refetch()} />
        {backToOrder}
      </main>
    )
  }

  const order = readOrder(query.data)
  return (
    <main className="mx-auto max-w-3xl bg-white p-6 text-ink print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap gap-3 print:hidden">
        <Button type="button" onClick={() => window.print()}>
          Print
        </Button>
        {backToOrder}
      </div>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-ink/20 pb-4">
        <div>
          <p className="text-lg font-bold">CasaBite</p>
          <h1 className="text-2xl font-bold">Packing Slip</h1>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-4 text-sm">
          <dt className="font-semibold">Order</dt>
          <dd>{order.order_number}</dd>
          <dt className="font-semibold">Date</dt>
          <dd>{formatDate(order.created_at)}</dd>
        </dl>
      </header>
      <section aria-labelledby="ship-to-heading" className="mt-4">
        <h2 id="ship-to-heading" className="font-bold">
          Ship To
        </h2>
        <OrderAddress name={order.customer_name} address={order.shipping_address} />
      </section>
      <table className="mt-6 w-full border-collapse text-left text-sm">
        <caption className="sr-only">Items in order {order.order_number}</caption>
        <thead>
          <tr className="border-b border-ink/40">
            <th scope="col" className="py-2 pr-4">
              Product
            </th>
            <th scope="col" className="py-2 pr-4">
              Size
            </th>
            <th scope="col" className="py-2 text-right">
              Quantity
            </th>
          </tr>
        </thead>
        <tbody>
          {order.products_ordered.map((line, index) => (
            <tr key={`${line.product_id}-${line.size_selected ?? ''}-${index}`} className="border-b border-ink/20">
              <td className="py-2 pr-4">{line.product_name}</td>
              <td className="py-2 pr-4">{line.size_label || line.size_selected || '-'}</td>
              <td className="py-2 text-right">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-6 text-sm">Thank you for shopping with CasaBite.</p>
    </main>
  )
}
