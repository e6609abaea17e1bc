import { useParams } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { AdminOrderDetail } from '@/features/orders/components/admin-order-detail'
import { adminOrderQueryOptions } from '@/features/orders/api/get-admin-order'
import { requireSession } from '../../require-session'

export const clientLoader = requireSession(
  (queryClient, { params }) => [queryClient.ensureQueryData(adminOrderQueryOptions(params.orderId ?? ''))],
  { area: 'admin' },
)

export default function AdminOrderRoute() {
  const { orderId = '' } = useParams()
  return (
    <>
      <Seo title="Admin: Order" description="CasaBite administration." noIndex />
      <AdminOrderDetail key={orderId} orderId={orderId} />
    </>
  )
}
