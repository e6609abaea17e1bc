import { useId, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { problemMessage } from '@/lib/cart-line-problem'
import { cn } from '@/lib/cn'
import { formatMoney, multiplyCents, type Cents } from '@/lib/money'
import type { CartLine } from '@/stores/cart'
import type { OrderQuote } from '../api/quote-order'
import { isRefusedLine, refusalProblem } from '../lib/order-request'
import { useCheckout } from './checkout-context'

const PLACEHOLDER_IMAGE = '/images/placeholder-spice.svg'

function quotedUnitCents(quote: OrderQuote | undefined, line: CartLine): Cents | null {
  const priced = quote?.lines.find(
    (entry) => entry.productId === line.productId && entry.size === (line.size?.value ?? null),
  )
  return priced ? priced.unitCents : null
}

function TotalRow({ label, children, strong }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={cn('flex items-baseline justify-between gap-4', strong && 'border-t border-brand-100 pt-3 text-lg')}
    >
      <dt className={strong ? 'font-bold' : undefined}>{label}</dt>
      <dd className={strong ? 'font-bold' : 'font-semibold'}>{children}</dd>
    </div>
  )
}

/** The quote's totals: the figures place_order charges (never computed here). */
export function SummaryTotals() {
  const { offers, buyer } = useCheckout()
  const { quote } = offers
  const data = quote.data
  const money = (cents: Cents | undefined) => (cents === undefined ? '—' : formatMoney(cents))
  const discountLabel = data?.promoCode
    ? `Discount (${data.promoCode})`
    : data?.pointsRedeemed
      ? `Flavor Points (${data.pointsRedeemed})`
      : 'Discount'
  return (
    <div aria-live="polite" aria-busy={quote.isFetching || undefined}>
      <dl className="space-y-2 text-sm" data-testid="order-summary-totals">
        <TotalRow label="Subtotal">
          <span data-testid="summary-subtotal">{money(data?.subtotalCents)}</span>
        </TotalRow>
        {data && data.discountCents > 0 ? (
          <TotalRow label={discountLabel}>
            <span data-testid="summary-discount">−{formatMoney(data.discountCents)}</span>
          </TotalRow>
        ) : null}
        <TotalRow label="Shipping">
          <span data-testid="summary-shipping">{money(data?.shippingCents)}</span>
        </TotalRow>
        <TotalRow label="Taxes">
          <span data-testid="summary-taxes">{money(data?.taxesCents)}</span>
        </TotalRow>
        <TotalRow label="Grand Total" strong>
          <span data-testid="summary-total">{money(data?.totalCents)}</span>
        </TotalRow>
      </dl>
      {buyer && data && data.pointsEarned > 0 ? (
        <p className="mt-3 text-sm text-ink-muted">
          You&apos;ll earn <strong className="text-ink">{data.pointsEarned}</strong> Flavor Points with this order.
        </p>
      ) : null}
      {quote.unavailable ? (
        <p className="mt-3 rounded-lg bg-saffron-100 px-3 py-2 text-sm">
          We couldn&apos;t load your totals right now.{' '}
          <button type="button" className="font-semibold text-brand-700 underline" onClick={quote.refetch}>
            Try again
          </button>
        </p>
      ) : null}
    </div>
  )
}

/**
 * The order summary panel: each line (image, name, size, quantity, line price), then the quote's
 * totals. A line the database refused carries the cart's flag and can be removed here.
 */
export function OrderSummary({ className }: { className?: string }) {
  const { lines, offers, removeLine } = useCheckout()
  const { quote, refusal } = offers
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={cn('h-fit rounded-2xl border border-brand-100 bg-white p-5 sm:p-6', className)}
      data-testid="order-summary"
    >
      <h2 id={headingId} className="text-xl font-bold">
        Order Summary
      </h2>
      <div
        role="region"
        aria-label="Items in your order"
        tabIndex={0}
        className="mt-4 max-h-60 overflow-y-auto pr-1 focus-visible:outline-2 focus-visible:outline-brand-700"
        data-testid="order-summary-items"
      >
        <ul className="divide-y divide-brand-100">
          {lines.map((line) => {
            const unit = quotedUnitCents(quote.data, line)
            const refused = isRefusedLine(refusal, line)
            return (
              <li
                key={`${line.productId}::${line.size?.value ?? ''}`}
                className="flex gap-3 py-3"
                data-testid="summary-line"
              >
                <img
                  src={line.imageUrl || PLACEHOLDER_IMAGE}
                  onError={(event) => {
                    if (!event.currentTarget.src.endsWith(PLACEHOLDER_IMAGE))
                      event.currentTarget.src = PLACEHOLDER_IMAGE
                  }}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 shrink-0 rounded-lg border border-brand-100 object-cover"
                />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-semibold">{line.name}</p>
                  {line.size ? <p className="text-ink-muted">Size: {line.size.label}</p> : null}
                  <p className="text-ink-muted">Qty: {line.quantity}</p>
                  {refused && refusal ? (
                    <div className="mt-1 rounded-lg bg-danger-50 px-2 py-1.5 font-semibold text-danger-700">
                      <p>{problemMessage(refusalProblem(refusal))}</p>
                      <button
                        type="button"
                        className="mt-1 underline underline-offset-2"
                        onClick={() => removeLine(line)}
                      >
                        Remove {line.name} from your order
                      </button>
                    </div>
                  ) : null}
                </div>
                <p className="shrink-0 text-sm font-semibold">
                  <span className="sr-only">Line price: </span>
                  {unit === null ? '—' : formatMoney(multiplyCents(unit, line.quantity))}
                </p>
              </li>
            )
          })}
        </ul>
      </div>
      <div className="mt-4 border-t border-brand-100 pt-4">
        <SummaryTotals />
      </div>
      <p className="mt-4 text-sm">
        <Link to={paths.cart.getHref()} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Edit cart
        </Link>
      </p>
    </section>
  )
}
