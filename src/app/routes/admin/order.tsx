import { Seo } from '@/components/seo/seo'
import { PageShell } from '@/components/ui/page-shell'

export default function AdminOrderRoute() {
  return (
    <>
      <Seo title="Admin: Order" description="CasaBite administration." noIndex />
      <PageShell title="Order" />
    </>
  )
}
