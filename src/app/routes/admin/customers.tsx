import { Seo } from '@/components/seo/seo'
import { CustomerList } from '@/features/admin/components/customer-list'

export default function AdminCustomersRoute() {
  return (
    <>
      <Seo title="Admin: Customers" description="CasaBite administration." noIndex />
      <CustomerList />
    </>
  )
}
