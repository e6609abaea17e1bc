import { Seo } from '@/components/seo/seo'
import { AdminOrderList } from '@/features/orders/components/admin-order-list'

export default function AdminOrdersRoute() {
  return (
    <>
      <Seo title="Admin: Orders" description="CasaBite administration." noIndex />
      <AdminOrderList />
    </>
  )
}
