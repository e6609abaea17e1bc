import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { orderKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import { buildAdminOrdersQuery, type AdminOrderFilters } from './admin-orders-query'

async function getAdminOrders(filters: AdminOrderFilters, signal: AbortSignal) {
  const { data, count, error } = await buildAdminOrdersQuery(db, filters).abortSignal(signal)
  if (error) throw error
  return { orders: data, total: count ?? data.length }
}

export type AdminOrderPage = Awaited<ReturnType<typeof getAdminOrders>>

export const adminOrdersQueryOptions = (filters: AdminOrderFilters) =>
  queryOptions({
    queryKey: orderKeys.adminList(filters),
    queryFn: ({ signal }) => getAdminOrders(filters, signal),
    placeholderData: keepPreviousData,
  })

export function useAdminOrders(filters: AdminOrderFilters) {
  return useQuery(adminOrdersQueryOptions(filters))
}
