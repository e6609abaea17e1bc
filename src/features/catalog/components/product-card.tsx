import { memo } from 'react'
import { ProductCard as Card, ProductCardImage } from '@/components/product/product-card'
import { StarRating } from '@/components/product/star-rating'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useAddToCart } from '@/hooks/use-add-to-cart'
import { formatMoney, toCents } from '@/lib/money'
import { defaultSizeOf, isOutOfStock } from '@/lib/product-sizes'
import type { ProductSummary } from '@/types/models'

interface ProductCardProps {
  product: ProductSummary
  /** Cards of the first row load their image at once (they are in the first viewport); the rest lazily. */
  priority?: boolean
}

/**
 * One product in the grid: the whole card links to the product page by slug; Add to Cart sits above the link.
 * Memoised: the shop re-renders around the grid (filters, drawer, counts) without rebuilding a dozen cards.
 */
export const ProductCard = memo(function ProductCard({ product, priority = false }: ProductCardProps) {
  const { addToCart, isAdding } = useAddToCart()
  const adding = isAdding(product.id)
  const soldOut = isOutOfStock(product, defaultSizeOf(product))
  const label = soldOut ? 'Out of Stock' : adding ? 'Adding…' : 'Add to Cart'

  return (
    <Card
      variant="shop"
      name={product.product_name}
      href={paths.product.getHref(product.product_slug)}
      image={
        <ProductCardImage src={product.main_image_url} alt={product.product_name} size={400} priority={priority} />
      }
    >
      <StarRating rating={product.rating} reviewsCount={product.reviews_count} />
      <p className="mt-auto pt-2 text-lg font-semibold">{formatMoney(toCents(product.price))}</p>
      {/* Above the card's link overlay, so it is its own click target. */}
      {/* aria-disabled rather than disabled while adding: the button keeps keyboard focus. Sold out, it is
          plainly disabled and says why. The name starts with the visible words (WCAG 2.5.3) and says which product. */}
      <Button
        className="relative z-10 w-full"
        disabled={soldOut}
        aria-disabled={adding}
        aria-label={`${label}: ${product.product_name}`}
        onClick={() => {
          if (!adding) void addToCart(product)
        }}
      >
        {label}
      </Button>
    </Card>
  )
})
