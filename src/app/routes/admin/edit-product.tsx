import { useParams } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { EditProductEditor } from '@/features/products/components/product-editor'

export default function AdminEditProductRoute() {
  const { productId = '' } = useParams()
  return (
    <>
      <Seo title="Admin: Edit Product" description="CasaBite administration." noIndex />
      <EditProductEditor key={productId} productId={productId} />
    </>
  )
}
