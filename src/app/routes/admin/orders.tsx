import { Seo } from '@/components/seo/seo'
import { OrderList } from '@/features/admin/components/order-list'

export default function AdminOrdersRoute() {
  return (
    <>
      <Seo title="Admin: Orders" description="CasaBite administration." noIndex />
      <OrderList />
    </>
  )
}
