import { queryOptions, useQuery } from '@tanstack/react-query'
import { orderKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'

/** One step of an order's status timeline: from (null for the first), to, and when. */
export interface OrderStatusStep {
  id: number
  from_status: string | null
  to_status: string
  changed_at: string
}

/** The statuses one of the customer's orders went through, oldest first (RLS: only the owner's orders). */
async function getOrderStatusHistory(orderId: string, signal: AbortSignal): Promise<OrderStatusStep[]> {
  const { data, error } = await db
    .from('order_status_history')
    .select('id, from_status, to_status, changed_at')
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

/** Idle until the order's row is expanded. */
export function useOrderStatusHistory(orderId: string, enabled: boolean) {
  return useQuery({ ...orderStatusHistoryQueryOptions(orderId), enabled })
}
