import { Seo } from '@/components/seo/seo'
import { PageShell } from '@/components/ui/page-shell'

export default function AdminProductsRoute() {
  return (
    <>
      <Seo title="Admin: Products" description="CasaBite administration." noIndex />
      <PageShell title="Products" lead="Add, edit and remove the spices in the catalogue." />
    </>
  )
}
