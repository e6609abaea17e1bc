import { Button, ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { formatMoney, type Cents } from '@/lib/money'

interface CartSummaryProps {
  itemCount: number
  subtotalCents: Cents
  hasProblems: boolean
  onClear: () => void
}

export function CartSummary({ itemCount, subtotalCents, hasProblems, onClear }: CartSummaryProps) {
  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="h-fit rounded-2xl border border-brand-100 bg-white p-6 lg:sticky lg:top-24"
    >
      <h2 id="cart-summary-heading" className="text-xl font-bold">
        Order Summary
      </h2>
      <p className="mt-4 flex items-baseline justify-between gap-4 text-lg">
        <span>
          Subtotal ({itemCount} {itemCount === 1 ? 'item' : 'items'})
        </span>
        <span className="font-bold" data-testid="cart-subtotal">
          {formatMoney(subtotalCents)}
        </span>
      </p>
      <p className="mt-2 text-sm text-ink-muted">Shipping and taxes are calculated at checkout.</p>
      {hasProblems ? (
        <p className="mt-4 rounded-lg bg-danger-50 px-3 py-2 text-sm font-semibold text-danger-700">
          Some items in your cart need your attention before checkout.
        </p>
      ) : null}
      <ButtonLink to={paths.checkout.root.getHref()} size="lg" className="mt-6 w-full">
        Proceed to Checkout
      </ButtonLink>
      <Button variant="ghost" className="mt-2 w-full" onClick={onClear}>
        Clear Cart
      </Button>
    </section>
  )
}
