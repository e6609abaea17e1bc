import { Seo } from '@/components/seo/seo'
import { AdminOrderList } from '@/features/orders/components/admin-order-list'
import { INITIAL_ADMIN_ORDER_FILTERS } from '@/features/orders/api/admin-orders-query'
import { adminOrdersQueryOptions } from '@/features/orders/api/get-admin-orders'
import { requireSession } from '../../require-session'

export const clientLoader = requireSession(
  (queryClient) => [queryClient.ensureQueryData(adminOrdersQueryOptions(INITIAL_ADMIN_ORDER_FILTERS))],
  { area: 'admin' },
)

export default function AdminOrdersRoute() {
  return (
    <>
      <Seo title="Admin: Orders" description="CasaBite administration." noIndex />
      <AdminOrderList />
    </>
  )
}
