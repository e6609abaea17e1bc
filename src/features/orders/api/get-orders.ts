import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { orderKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import { readOrder } from '@/lib/read-order'
import type { Order } from '@/types/order'

/** Orders per page of the account's order history. */
export const ORDERS_PAGE_SIZE = 10

export interface OrderPage {
  orders: Order[]
  /** The customer's orders in all. */
  total: number
}

/**
 * The signed-in customer's orders, newest first, one page (1-based) at a time. RLS shows a customer only
 * their own orders (an admin every order), so the filter on user_id keeps an admin's history their own.
 */
async function getOrders(userId: string, page: number, signal: AbortSignal): Promise<OrderPage> {
  const from = (page - 1) * ORDERS_PAGE_SIZE
  const { data, count, error } = await db
    .from('orders')
    .select('*', { count: 'exact' })
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + ORDERS_PAGE_SIZE - 1)
    .abortSignal(signal)
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
