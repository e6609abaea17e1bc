import { useParams } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { OrderDetail } from '@/features/admin/components/order-detail'

export default function AdminOrderRoute() {
  const { orderId = '' } = useParams()
  return (
    <>
      <Seo title="Admin: Order" description="CasaBite administration." noIndex />
      <OrderDetail key={orderId} orderId={orderId} />
    </>
  )
}
