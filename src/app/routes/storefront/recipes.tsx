import { Seo } from '@/components/seo/seo'
import { ButtonLink } from '@/components/ui/button'
import { PageShell } from '@/components/ui/page-shell'
import { paths } from '@/config/paths'

export default function RecipesRoute() {
  return (
    <>
      <Seo title="Recipes" description="Recipes from the CasaBite kitchen are coming soon." />
      <PageShell title="Recipes" lead="We're preparing exciting recipes for you. Check back soon!">
        <ButtonLink to={paths.home.getHref()} variant="secondary">
          Back to Home
        </ButtonLink>
      </PageShell>
    </>
  )
}
