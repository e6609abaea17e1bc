import type { QueryClient } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import type { RouteLoaderArgs } from '../../route-objects'
import { useParams } from 'react-router-dom'
import { Skeleton } from '@/components/ui/skeleton'
import { usePageSettled } from '@/hooks/use-page-settled'
import { productDetailQueryOptions } from '@/features/product-detail/api/get-product'
import { ProductDetail } from '@/features/product-detail/components/product-detail'
import type { ProductAction, ProductSection } from '@/features/product-detail/lib/product-slots'
import { WishlistButton } from '@/features/wishlist/components/wishlist-button'

// Below the fold: the reviews' code and data load once the page has settled, after the product's first paint.
const ProductReviews = lazy(() =>
  import('@/features/reviews/components/product-reviews').then((module) => ({ default: module.ProductReviews })),
)

/**
 * Starts the product's request as soon as the route matches, without waiting for it: the page shows its
 * skeleton meanwhile, which is also its prerendered first screen. A miss or failure is not thrown: the page
 * itself shows "Product Not Available" (or the cached fallback) inside the normal layout.
 */
export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: RouteLoaderArgs) => {
    void queryClient.prefetchQuery(productDetailQueryOptions(queryClient, params.productId ?? ''))
    return null
  }

const reviewsLoading = (
  <div role="status" aria-label="Loading reviews" className="mt-14 max-w-3xl">
    <Skeleton className="h-40 rounded-2xl" />
  </div>
)

function SettledReviews({ productId }: { productId: string }) {
  return usePageSettled() ? (
    <Suspense fallback={reviewsLoading}>
      <ProductReviews productId={productId} />
    </Suspense>
  ) : (
    reviewsLoading
  )
}

const reviews: ProductSection = (product) => <SettledReviews productId={product.id} />

// Above the fold, beside Add to Cart: loaded with the page.
const wishlist: ProductAction = (product, size) => <WishlistButton productId={product.id} size={size} />

export default function ProductRoute() {
  const { productId = '' } = useParams()
  return <ProductDetail slugOrId={productId} reviews={reviews} wishlist={wishlist} />
}
