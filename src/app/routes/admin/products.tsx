import { Seo } from '@/components/seo/seo'
import { ProductList } from '@/features/products/components/product-list'

export default function AdminProductsRoute() {
  return (
    <>
      <Seo title="Admin: Products" description="CasaBite administration." noIndex />
      <ProductList />
    </>
  )
}
