import { Button } from '@/components/ui/button'
import { CartIcon } from '@/components/ui/icons'
import type { ProductPurchase } from '../hooks/use-product-purchase'

interface AddToCartButtonProps {
  purchase: ProductPurchase
  className?: string
}

/**
 * Disabled at stock 0. Without a chosen size it only looks disabled (aria-disabled) so that a click can
 * still explain what is missing.
 */
export function AddToCartButton({ purchase, className }: AddToCartButtonProps) {
  const { outOfStock, needsSize, adding, add } = purchase
  return (
    <Button
      size="lg"
      className={className}
      onClick={() => void add()}
      disabled={outOfStock}
      aria-disabled={needsSize || adding || undefined}
      aria-busy={adding || undefined}
    >
      <CartIcon className="size-5" />
      {adding ? 'Adding...' : outOfStock ? 'Out of Stock' : 'Add to Cart'}
    </Button>
  )
}
