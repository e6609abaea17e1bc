import { Seo } from '@/components/seo/seo'
import { PageShell } from '@/components/ui/page-shell'

export default function AdminDashboardRoute() {
  return (
    <>
      <Seo title="Admin: Dashboard" description="CasaBite administration." noIndex />
      <PageShell title="Dashboard" lead="Store metrics at a glance." />
    </>
  )
}
