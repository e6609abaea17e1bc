import { useParams } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { AdminOrderDetail } from '@/features/orders/components/admin-order-detail'

export default function AdminOrderRoute() {
  const { orderId = '' } = useParams()
  return (
    <>
      <Seo title="Admin: Order" description="CasaBite administration." noIndex />
      <AdminOrderDetail key={orderId} orderId={orderId} />
    </>
  )
}
