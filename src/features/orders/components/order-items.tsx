import { formatMoney, multiplyCents, toCents } from '@/lib/money'
import type { Order } from '@/types/order'

const row = 'flex justify-between gap-4'

/** The order's lines and totals, as `place_order` priced them. */
export function OrderItems({ order }: { order: Order }) {
  const discountCents = toCents(order.discount_total)
  return (
    <section aria-labelledby="order-items-heading" className="rounded-2xl border border-brand-100 bg-white p-6">
      <h2 id="order-items-heading" className="text-xl font-bold">
        Items Ordered
      </h2>
      <ul className="mt-4 divide-y divide-brand-100">
        {order.products_ordered.map((line, index) => (
          <li key={`${line.product_id}-${line.size_selected ?? ''}-${index}`} className="flex gap-4 py-4">
            <img
              src={line.main_image_url || '/images/placeholder-spice.svg'}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              className="size-16 shrink-0 rounded-xl border border-brand-100 bg-white object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{line.product_name}</p>
              {line.size_label || line.size_selected ? (
                <p className="text-sm text-ink-muted">Size: {line.size_label || line.size_selected}</p>
              ) : null}
              <p className="text-sm text-ink-muted">Qty: {line.quantity}</p>
            </div>
            <p className="font-semibold">
              {formatMoney(multiplyCents(toCents(line.price_at_purchase), line.quantity))}
            </p>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-brand-100 pt-4">
        <div className={row}>
          <dt>Subtotal</dt>
          <dd>{formatMoney(toCents(order.subtotal_price))}</dd>
        </div>
        {discountCents > 0 ? (
          <div className={row}>
            <dt>Discount</dt>
            <dd>-{formatMoney(discountCents)}</dd>
          </div>
        ) : null}
        <div className={row}>
          <dt>Shipping</dt>
          <dd>{formatMoney(toCents(order.shipping_cost))}</dd>
        </div>
        <div className={row}>
          <dt>Taxes</dt>
          <dd>{formatMoney(toCents(order.taxes))}</dd>
        </div>
        <div className={`${row} border-t border-brand-100 pt-2 text-lg font-bold`}>
          <dt>Grand Total</dt>
          <dd>{formatMoney(toCents(order.total_price))}</dd>
        </div>
      </dl>
    </section>
  )
}
