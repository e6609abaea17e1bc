import { Seo } from '@/components/seo/seo'
import { Dashboard } from '@/features/admin/components/dashboard'

export default function AdminDashboardRoute() {
  return (
    <>
      <Seo title="Admin: Dashboard" description="CasaBite administration." noIndex />
      <Dashboard />
    </>
  )
}
