import { useParams } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { ButtonLink } from '@/components/ui/button'
import { PageShell } from '@/components/ui/page-shell'
import { paths } from '@/config/paths'

export default function ProductRoute() {
  const { productId = '' } = useParams()
  return (
    <>
      <Seo
        title="Spice Details"
        type="product"
        description="Flavor profile, origin story and sizes of this CasaBite spice."
      />
      <PageShell
        title="Spice Details"
        lead="Flavor profile, origin story, sizes and suggested recipes are on their way."
      >
        <p className="text-ink-muted">
          Reference: <span className="font-mono">{productId}</span>
        </p>
        <ButtonLink to={paths.shop.getHref()} variant="secondary" className="mt-6">
          Browse Other Spices
        </ButtonLink>
      </PageShell>
    </>
  )
}
