import { queryOptions, useQuery } from '@tanstack/react-query'
import { orderKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { Tables } from '@/types/database'

/** One step of an order's status timeline: from (null for the first), to, who (null for a guest's first) and when. */
export type OrderStatusStep = Pick<
  Tables<'order_status_history'>,
  'id' | 'from_status' | 'to_status' | 'changed_by' | 'changed_at'
>

/**
 * Every status an order took, oldest first. RLS lets a customer read their own orders' history and an admin
 * every order's.
 */
async function getOrderStatusHistory(orderId: string, signal: AbortSignal): Promise<OrderStatusStep[]> {
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

export const orderStatusHistoryQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.statusHistory(orderId),
    queryFn: ({ signal }) => getOrderStatusHistory(orderId, signal),
  })

/** `enabled` false keeps it idle (the account's history asks only once a row is expanded). */
export function useOrderStatusHistory(orderId: string, enabled = true) {
  return useQuery({ ...orderStatusHistoryQueryOptions(orderId), enabled })
}
