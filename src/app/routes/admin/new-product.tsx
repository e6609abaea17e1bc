import { Seo } from '@/components/seo/seo'
import { NewProductEditor } from '@/features/products/components/product-editor'

export default function AdminNewProductRoute() {
  return (
    <>
      <Seo title="Admin: Add New Product" description="CasaBite administration." noIndex />
      <NewProductEditor />
    </>
  )
}
