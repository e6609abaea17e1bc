import { formatMoney, multiplyCents, toCents } from '@/lib/money'
import type { Order } from '@/types/order'

type OrderFigures = Pick<
  Order,
  'products_ordered' | 'subtotal_price' | 'discount_total' | 'shipping_cost' | 'taxes' | 'total_price'
>

const row = 'flex justify-between gap-4'

function Amount({ label, cents, className }: { label: string; cents: number; className?: string }) {
  return (
    <div className={className ? `${row} ${className}` : row}>
      <dt>{label}</dt>
      <dd>{formatMoney(cents)}</dd>
    </div>
  )
}

/**
 * An order's lines (size, quantity, line total) and its totals as `place_order` priced them: the one way every
 * screen draws them. The confirmation page shows the product images and calls the total Grand Total.
 */
export function OrderLines({
  order,
  images = false,
  totalLabel = 'Total',
}: {
  order: OrderFigures
  images?: boolean
  totalLabel?: string
}) {
  const discountCents = toCents(order.discount_total)
  return (
    <>
      <ul className="mt-2 divide-y divide-brand-100">
        {order.products_ordered.map((line, index) => (
          <li key={`${line.product_id}-${line.size_selected ?? ''}-${index}`} className="flex gap-4 py-3">
            {images ? (
              <img
                src={line.main_image_url || '/images/placeholder-spice.svg'}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                className="size-16 shrink-0 rounded-xl border border-brand-100 bg-white object-cover"
              />
            ) : null}
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
      <dl className="mt-3 space-y-1 border-t border-brand-100 pt-3">
        <Amount label="Subtotal" cents={toCents(order.subtotal_price)} />
        {discountCents > 0 ? <Amount label="Discount" cents={-discountCents} /> : null}
        <Amount label="Shipping" cents={toCents(order.shipping_cost)} />
        <Amount label="Taxes" cents={toCents(order.taxes)} />
        <Amount
          label={totalLabel}
          cents={toCents(order.total_price)}
          className="border-t border-brand-100 pt-2 font-bold"
        />
      </dl>
    </>
  )
}
