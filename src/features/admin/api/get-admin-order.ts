import { queryOptions, useQuery } from '@tanstack/react-query'
import { NotFoundError } from '@/lib/errors'
import { db } from '@/lib/supabase'
import { adminKeys } from '@/lib/query-keys'

/** One order with everything the detail screen shows (RLS gives admins every order). */
async function getAdminOrder(orderId: string, signal: AbortSignal) {
  const { data, error } = await db.from('orders').select('*').eq('id', orderId).abortSignal(signal).maybeSingle()
  if (error) throw error
  if (!data) throw new NotFoundError('Order not found.')
  return data
}

export const adminOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: adminKeys.order(orderId),
    queryFn: ({ signal }) => getAdminOrder(orderId, signal),
  })

export function useAdminOrder(orderId: string) {
  return useQuery(adminOrderQueryOptions(orderId))
}
