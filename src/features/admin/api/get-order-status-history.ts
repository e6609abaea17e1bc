import { queryOptions, useQuery } from '@tanstack/react-query'
import { db } from '@/lib/supabase'
import { adminKeys } from '@/lib/query-keys'

/**
 * Every status an order took, oldest first: from (null for the first), to, who (a user id; null for a guest's
 * first row) and when. RLS lets admins read every order's history and a customer their own orders'.
 */
async function getOrderStatusHistory(orderId: string, signal: AbortSignal) {
  const { data, error } = await db
    .from('order_status_history')
    .select('id, from_status, to_status, changed_by, changed_at')
    .eq('order_id', orderId)
    .order('changed_at')
    .order('id')
    .abortSignal(signal)
  if (error) throw error
  return data
}

export type OrderStatusChange = Awaited<ReturnType<typeof getOrderStatusHistory>>[number]

export const orderStatusHistoryQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: adminKeys.orderHistory(orderId),
    queryFn: ({ signal }) => getOrderStatusHistory(orderId, signal),
  })

export function useOrderStatusHistory(orderId: string) {
  return useQuery(orderStatusHistoryQueryOptions(orderId))
}
