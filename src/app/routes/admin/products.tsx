import { Seo } from '@/components/seo/seo'
import { ProductList } from '@/features/products/components/product-list'
import { adminProductsQueryOptions } from '@/features/products/api/get-admin-products'
import { requireSession } from '../../require-session'

export const clientLoader = requireSession(
  (queryClient) => [queryClient.ensureQueryData(adminProductsQueryOptions())],
  { area: 'admin' },
)

export default function AdminProductsRoute() {
  return (
    <>
      <Seo title="Admin: Products" description="CasaBite administration." noIndex />
      <ProductList />
    </>
  )
}
