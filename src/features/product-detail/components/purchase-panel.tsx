import { formatMoney } from '@/lib/money'
import { unitPricePer100gCents } from '@/lib/product-sizes'
import type { ProductRow } from '@/types/models'
import type { ProductPurchase } from '../hooks/use-product-purchase'
import type { ProductAction } from '../lib/product-slots'
import { AddToCartButton } from './add-to-cart-button'
import { QuantityStepper } from './quantity-stepper'
import { SizePicker } from './size-picker'

interface PurchasePanelProps {
  product: ProductRow
  purchase: ProductPurchase
  /** Beside Add to Cart: the wishlist toggle, which the app composes in. */
  wishlist?: ProductAction
}

/** What the stock means for the shopper; announced politely whenever it changes (live stock, new size). */
function stockMessage({ outOfStock, needsSize, size, stock, quantity, max }: ProductPurchase): string {
  if (outOfStock && !size) return 'Out of stock. Every size of this spice is sold out for now.'
  if (outOfStock) return 'Out of stock. This size is currently unavailable.'
  if (needsSize) return 'Please select a size.'
  if (stock === null) return 'In stock.'
  if (quantity >= max) return `Only ${stock} in stock. You have selected the maximum quantity.`
  return stock <= 10 ? `Only ${stock} left in stock.` : 'In stock.'
}

export function PurchasePanel({ product, purchase, wishlist }: PurchasePanelProps) {
  const { sizes, size, chooseSize, quantity, setQuantity, max, outOfStock, unitCents } = purchase
  const per100g = size ? unitPricePer100gCents(unitCents, size.value) : null
  return (
    <div className="mt-6 space-y-6">
      {sizes.length > 0 ? (
        <SizePicker product={product} sizes={sizes} value={size?.value ?? null} onChange={chooseSize} />
      ) : null}
      <div>
        <p className="text-3xl font-bold text-brand-700" data-testid="product-price">
          <span className="sr-only">Price: </span>
          {formatMoney(unitCents)}
        </p>
        {per100g !== null ? (
          <p className="text-sm text-ink-muted" data-testid="unit-price">
            {formatMoney(per100g)} per 100 g
          </p>
        ) : null}
      </div>
      <QuantityStepper value={quantity} max={max} onChange={setQuantity} disabled={outOfStock} />
      <p role="status" aria-live="polite" className={outOfStock ? 'font-semibold text-danger-700' : 'text-ink-muted'}>
        {stockMessage(purchase)}
      </p>
      <div className="flex flex-wrap gap-3">
        <AddToCartButton purchase={purchase} className="flex-1" />
        {wishlist?.(product, size?.value ?? null)}
      </div>
    </div>
  )
}
