import { Seo } from '@/components/seo/seo'
import { PageShell } from '@/components/ui/page-shell'

export default function AdminOrdersRoute() {
  return (
    <>
      <Seo title="Admin: Orders" description="CasaBite administration." noIndex />
      <PageShell title="Orders" />
    </>
  )
}
