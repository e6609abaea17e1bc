import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { useParams } from 'react-router-dom'
import { productDetailQueryOptions } from '@/features/product-detail/api/get-product'
import { ProductDetail } from '@/features/product-detail/components/product-detail'

/**
 * Loads the product before the page shows. A miss or failure is not thrown: the page itself shows
 * "Product Not Available" (or the cached fallback) inside the normal layout.
 */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const slugOrId = params.productId ?? ''
    await queryClient.ensureQueryData(productDetailQueryOptions(queryClient, slugOrId)).catch(() => undefined)
    return null
  }

export default function ProductRoute() {
  const { productId = '' } = useParams()
  return <ProductDetail slugOrId={productId} />
}
