import { Seo } from '@/components/seo/seo'
import { ButtonLink } from '@/components/ui/button'
import { PageShell } from '@/components/ui/page-shell'
import { paths } from '@/config/paths'

export default function ProductsRoute() {
  return (
    <>
      <Seo title="All Spices" description="CasaBite's complete spice library is coming soon." />
      <PageShell title="All Spices" lead="We're preparing something exciting here. Check back soon!">
        <ButtonLink to={paths.home.getHref()} variant="secondary">
          Back to Home
        </ButtonLink>
      </PageShell>
    </>
  )
}
