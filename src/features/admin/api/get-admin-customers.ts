import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { db } from '@/lib/supabase'
import { adminKeys, type CustomerListParams } from '@/lib/query-keys'
import { buildAdminCustomersQuery } from './admin-customers-query'

async function getAdminCustomers(params: CustomerListParams, signal: AbortSignal) {
  const { data, error } = await buildAdminCustomersQuery(db, params, signal)
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
