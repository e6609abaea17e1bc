import { useParams } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { CustomerDetail } from '@/features/admin/components/customer/customer-detail'

export default function AdminCustomerRoute() {
  const { userId = '' } = useParams()
  return (
    <>
      <Seo title="Admin: Customer" description="CasaBite administration." noIndex />
      <CustomerDetail key={userId} userId={userId} />
    </>
  )
}
