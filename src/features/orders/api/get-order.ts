import { queryOptions, useQuery } from '@tanstack/react-query'
import { NotFoundError } from '@/lib/errors'
import { isUuid } from '@/lib/product-id'
import { orderKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import { ORDER_ERRORS } from '../lib/order-errors'
import { readOrder } from '@/lib/read-order'
import type { Order } from '@/types/order'

/**
 * One order by its id through `get_order`: a guest order for whoever holds its (unguessable) id, a
 * customer's order only for that customer or an admin. Anything else answers no row, a NotFoundError,
 * as does an id that is not a UUID (it cannot name an order, so it is not sent).
 */
async function getOrder(orderId: string, signal: AbortSignal): Promise<Order> {
  if (!orderId.trim()) throw new NotFoundError(ORDER_ERRORS.missingId)
  if (!isUuid(orderId)) throw new NotFoundError(ORDER_ERRORS.notFound)
  const { data, error } = await db.rpc('get_order', { p_order_id: orderId }).abortSignal(signal).maybeSingle()
  if (error) throw error
  if (!data) throw new NotFoundError(ORDER_ERRORS.notFound)
  return readOrder(data)
}

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    retryOnMount: false,
  })

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId))
}
