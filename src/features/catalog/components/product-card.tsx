import { memo } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { JarMark } from '@/components/ui/icons'
import { paths } from '@/config/paths'
import { useAddToCart } from '@/hooks/use-add-to-cart'
import { formatMoney, toCents } from '@/lib/money'
import { defaultSizeOf, isOutOfStock } from '@/lib/product-sizes'
import type { ProductSummary } from '@/types/models'
import { StarRating } from './star-rating'

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

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white transition-shadow hover:shadow-md">
      <div className="aspect-square bg-brand-50">
        {product.main_image_url ? (
          <img
            src={product.main_image_url}
            alt={product.product_name}
            width={400}
            height={400}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div role="img" aria-label={product.product_name} className="flex size-full items-center justify-center">
            <JarMark className="size-20 opacity-60" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg leading-snug font-bold">
          <Link
            to={paths.product.getHref(product.product_slug)}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700"
          >
            {product.product_name}
          </Link>
        </h3>
        <StarRating rating={product.rating} reviews={product.reviews_count} />
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <p className="text-lg font-semibold">{formatMoney(toCents(product.price))}</p>
          {soldOut ? <p className="text-sm font-semibold text-danger-700">Out of stock</p> : null}
        </div>
        {/* Above the card's link overlay, so it is its own click target. */}
        {/* aria-disabled rather than disabled while adding: the button keeps keyboard focus. The name starts
            with the visible words (WCAG 2.5.3) and says which product. */}
        <Button
          className="relative z-10 w-full"
          aria-disabled={adding}
          aria-label={`${adding ? 'Adding…' : 'Add to Cart'}: ${product.product_name}`}
          onClick={() => {
            if (!adding) void addToCart(product)
          }}
        >
          {adding ? 'Adding…' : 'Add to Cart'}
        </Button>
      </div>
    </article>
  )
})
