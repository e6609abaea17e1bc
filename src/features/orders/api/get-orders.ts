import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { orderKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import { readOrder } from '@/lib/read-order'
import type { Order } from '@/types/order'
import { buildOrdersQuery } from './orders-query'

export interface OrderPage {
  orders: Order[]
  /** The customer's orders in all. */
  total: number
}

/** The signed-in customer's orders, newest first, one page (1-based) at a time. */
async function getOrders(userId: string, page: number, signal: AbortSignal): Promise<OrderPage> {
  const { data, count, error } = await buildOrdersQuery(db, userId, page, signal)
  // PGRST103: a page past the end (the last order went away): no rows.
  if (error?.code === 'PGRST103') return { orders: [], total: 0 }
  if (error) throw error
  return { orders: data.map(readOrder), total: count ?? data.length }
}

/** The list's page from its `?page=` (the page and its route's loader read it alike). */
export function ordersPageFrom(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page > 1 ? page : 1
}

export const ordersQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: orderKeys.list(userId, page),
    queryFn: ({ signal }) => getOrders(userId, page, signal),
    placeholderData: keepPreviousData,
  })

/** The order history's page; idle for a guest. Recent orders on the overview: page 1, first 3. */
export function useOrders(userId: string | null | undefined, page = 1) {
  return useQuery({ ...ordersQueryOptions(userId ?? '', page), enabled: Boolean(userId) })
}
