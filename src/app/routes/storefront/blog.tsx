import { Seo } from '@/components/seo/seo'
import { PageShell } from '@/components/ui/page-shell'

export default function BlogRoute() {
  return (
    <>
      <Seo
        title="Spice Stories"
        description="Stories from the CasaBite spice trail: growers, origins, recipes and kitchen tips."
      />
      <PageShell
        title="Spice Stories"
        lead="Growers, origins, recipes and kitchen tips from the CasaBite spice trail."
      />
    </>
  )
}
