import { Seo } from '@/components/seo/seo'
import { PageShell } from '@/components/ui/page-shell'

export default function AdminNewProductRoute() {
  return (
    <>
      <Seo title="Admin: Add New Product" description="CasaBite administration." noIndex />
      <PageShell title="Add New Product" lead="Create a new product for the catalogue." />
    </>
  )
}
