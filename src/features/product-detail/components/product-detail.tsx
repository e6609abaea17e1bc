import { useRef } from 'react'
import { Seo } from '@/components/seo/seo'
import { StarRating } from '@/components/product/star-rating'
import { Skeleton } from '@/components/ui/skeleton'
import type { ProductRow } from '@/types/models'
import { useProductDetail } from '../api/get-product'
import { useProductLiveUpdates } from '../api/subscribe-product-updates'
import { useProductPurchase } from '../hooks/use-product-purchase'
import { useScrolledPast } from '../hooks/use-scrolled-past'
import { productMetaLine } from '../lib/product-content'
import type { ProductSlots } from '../lib/product-slots'
import { BackButton } from './back-button'
import { ProductGallery } from './product-gallery'
import { ProductNotAvailable } from './product-not-available'
import { ProductSeo } from './product-seo'
import { ProductTabs } from './product-tabs'
import { PurchasePanel } from './purchase-panel'
import { RelatedProducts } from './related-products'
import { StickyAddToCartBar } from './sticky-add-to-cart-bar'

interface ProductViewProps extends ProductSlots {
  product: ProductRow
  slugOrId: string
}

function ProductView({ product, slugOrId, reviews, wishlist }: ProductViewProps) {
  const purchase = useProductPurchase(product)
  const infoRef = useRef<HTMLDivElement>(null)
  const showStickyBar = useScrolledPast(infoRef)

  return (
    <div className="mx-auto w-full max-w-content px-4 py-8 max-md:pb-28 sm:px-6 lg:py-12">
      <ProductSeo product={product} />
      <BackButton />
      <div className="mt-4 grid gap-8 md:grid-cols-2 lg:gap-12">
        <ProductGallery product={product} />
        <div ref={infoRef} data-testid="product-info">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{productMetaLine(product)}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{product.product_name}</h1>
          <div className="mt-3">
            <StarRating rating={product.rating} reviewsCount={product.reviews_count} variant="detail" />
          </div>
          {product.short_description ? (
            <p className="mt-4 text-lg text-ink-muted">{product.short_description}</p>
          ) : null}
          <PurchasePanel product={product} purchase={purchase} wishlist={wishlist} />
        </div>
      </div>
      <ProductTabs product={product} />
      {reviews?.(product)}
      <RelatedProducts product={product} slugOrId={slugOrId} />
      {showStickyBar ? <StickyAddToCartBar productName={product.product_name} purchase={purchase} /> : null}
    </div>
  )
}

function ProductDetailSkeleton() {
  return (
    <div className="mx-auto w-full max-w-content px-4 py-8 sm:px-6 lg:py-12">
      {/* Needs nothing of the product: it works while the product loads, and keeps the picture where it will be. */}
      <BackButton />
      <div className="mt-4 grid gap-8 md:grid-cols-2 lg:gap-12" role="status">
        {/* The page's heading until the product's name replaces it. */}
        <h1 className="sr-only">Loading spice…</h1>
        <Skeleton className="aspect-square rounded-2xl" earlyImage />
        <div className="space-y-4">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-12 w-1/3" />
        </div>
      </div>
    </div>
  )
}

/**
 * The product page: by slug or UUID, with live stock while it is open; `reviews` renders under the tabs,
 * `wishlist` beside Add to Cart.
 */
export function ProductDetail({ slugOrId, ...slots }: { slugOrId: string } & ProductSlots) {
  const query = useProductDetail(slugOrId)
  useProductLiveUpdates(slugOrId, query.data?.product.id)

  if (query.isPending) return <ProductDetailSkeleton />
  if (query.isError) {
    return (
      <>
        <Seo title="Product Not Available" description="This spice is not available right now." noIndex />
        <ProductNotAvailable error={query.error} onRetry={() => void query.refetch()} />
      </>
    )
  }
  // A new key per product resets the chosen size and quantity when a related product is opened.
  return <ProductView key={query.data.product.id} product={query.data.product} slugOrId={slugOrId} {...slots} />
}
