import { Seo } from '@/components/seo/seo'
import { Dashboard } from '@/features/admin/components/dashboard'
import { adminDashboardQueryOptions, DEFAULT_DASHBOARD_DAYS } from '@/features/admin/api/get-admin-dashboard'
import { requireSession } from '../../require-session'

// The figures' read starts here but is not awaited: the page's frame (its heading, the largest paint)
// shows at once with 'Loading store metrics...', and the tiles follow when the read answers.
export const clientLoader = requireSession(
  (queryClient) => {
    void queryClient.prefetchQuery(adminDashboardQueryOptions(DEFAULT_DASHBOARD_DAYS))
    return []
  },
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
