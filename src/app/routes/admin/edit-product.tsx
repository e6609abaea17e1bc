import { useParams } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { ButtonLink } from '@/components/ui/button'
import { PageShell } from '@/components/ui/page-shell'
import { paths } from '@/config/paths'

export default function AdminEditProductRoute() {
  const { productId = '' } = useParams()
  return (
    <>
      <Seo title="Admin: Edit Product" description="CasaBite administration." noIndex />
      <PageShell title="Edit Product">
        <p className="text-ink-muted">
          Product: <span className="font-mono">{productId}</span>
        </p>
        <ButtonLink to={paths.admin.products.getHref()} variant="secondary" className="mt-6">
          Back to Products
        </ButtonLink>
      </PageShell>
    </>
  )
}
