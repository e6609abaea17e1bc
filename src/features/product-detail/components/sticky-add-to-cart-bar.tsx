import { formatMoney } from '@/lib/money'
import type { ProductPurchase } from '../hooks/use-product-purchase'
import { AddToCartButton } from './add-to-cart-button'

interface StickyAddToCartBarProps {
  productName: string
  purchase: ProductPurchase
}

/** Mobile only: the chosen size's price and Add to Cart, pinned to the bottom once the info section is gone. */
export function StickyAddToCartBar({ productName, purchase }: StickyAddToCartBarProps) {
  return (
    <section
      aria-label="Quick add to cart"
      data-testid="sticky-add-to-cart"
      data-fixed-bottom
      className="fixed inset-x-0 bottom-0 z-40 flex items-center gap-3 border-t border-brand-100 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] md:hidden"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{productName}</p>
        <p className="text-sm text-ink-muted">
          {purchase.size ? `${purchase.size.label} · ` : ''}
          {formatMoney(purchase.unitCents)}
          {purchase.quantity > 1 ? ` × ${purchase.quantity}` : ''}
        </p>
      </div>
      <AddToCartButton purchase={purchase} />
    </section>
  )
}
