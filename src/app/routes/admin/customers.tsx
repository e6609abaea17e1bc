import { Seo } from '@/components/seo/seo'
import { PageShell } from '@/components/ui/page-shell'

export default function AdminCustomersRoute() {
  return (
    <>
      <Seo title="Admin: Customers" description="CasaBite administration." noIndex />
      <PageShell title="Customers" />
    </>
  )
}
