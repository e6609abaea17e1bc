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

/** What the order list opens on: every order, newest first, page 1 (its loader asks for the same). */
export const INITIAL_ADMIN_ORDER_FILTERS: AdminOrderFilters = {
  status: null,
  createdFrom: null,
  createdBefore: null,
  search: '',
  page: 1,
}

export const adminOrdersQueryOptions = (filters: AdminOrderFilters) =>
  queryOptions({
    queryKey: orderKeys.adminList(filters),
    queryFn: ({ signal }) => getAdminOrders(filters, signal),
    placeholderData: keepPreviousData,
  })

export function useAdminOrders(filters: AdminOrderFilters) {
  return useQuery(adminOrdersQueryOptions(filters))
}
