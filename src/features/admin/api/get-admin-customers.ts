import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { db } from '@/lib/supabase'
import { adminKeys, type CustomerListParams } from '@/lib/query-keys'

/**
 * One page of customers, newest first, with their order count, spending (Cancelled orders left out) and
 * Flavor Points balance, searched by e-mail or name (rpc admin_list_customers, admins only).
 */
async function getAdminCustomers({ search, page, pageSize }: CustomerListParams, signal: AbortSignal) {
  const { data, error } = await db
    .rpc('admin_list_customers', {
      p_search: search,
      p_limit: pageSize,
      p_offset: (Math.max(1, page) - 1) * pageSize,
    })
    .abortSignal(signal)
  if (error) throw error
  return { customers: data, total: data[0]?.total_count ?? 0 }
}

export type AdminCustomerPage = Awaited<ReturnType<typeof getAdminCustomers>>

export const adminCustomersQueryOptions = (params: CustomerListParams) =>
  queryOptions({
    queryKey: adminKeys.customerList(params),
    queryFn: ({ signal }) => getAdminCustomers(params, signal),
    placeholderData: keepPreviousData,
  })

export function useAdminCustomers(params: CustomerListParams) {
  return useQuery(adminCustomersQueryOptions(params))
}
