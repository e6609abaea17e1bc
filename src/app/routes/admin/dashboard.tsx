import { Seo } from '@/components/seo/seo'
import { Dashboard } from '@/features/admin/components/dashboard'
import { DEFAULT_DASHBOARD_DAYS } from '@/features/admin/api/admin-dashboard-query'
import { adminDashboardQueryOptions } from '@/features/admin/api/get-admin-dashboard'
import { requireSession } from '../../require-session'

export const clientLoader = requireSession(
  (queryClient) => [queryClient.ensureQueryData(adminDashboardQueryOptions(DEFAULT_DASHBOARD_DAYS))],
  { area: 'admin' },
)

export default function AdminDashboardRoute() {
  return (
    <>
      <Seo title="Admin: Dashboard" description="CasaBite administration." noIndex />
      <Dashboard />
    </>
  )
}
