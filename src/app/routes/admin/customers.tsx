import { Seo } from '@/components/seo/seo'
import { CustomerList } from '@/features/admin/components/customer-list'
import { INITIAL_CUSTOMER_LIST } from '@/features/admin/api/admin-customers-query'
import { adminCustomersQueryOptions } from '@/features/admin/api/get-admin-customers'
import { requireSession } from '../../require-session'

export const clientLoader = requireSession(
  (queryClient) => [queryClient.ensureQueryData(adminCustomersQueryOptions(INITIAL_CUSTOMER_LIST))],
  { area: 'admin' },
)

export default function AdminCustomersRoute() {
  return (
    <>
      <Seo title="Admin: Customers" description="CasaBite administration." noIndex />
      <CustomerList />
    </>
  )
}
