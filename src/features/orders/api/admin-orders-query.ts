import type { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from '@/types/supabase'
import type { OrderStatus } from '../lib/order-status'

// Kept apart from the app's client (lib/supabase), as the catalog's query is, so that the database tests
// build the very same request.

/** What a row of the admins' orders list shows. */
export const ADMIN_ORDER_COLUMNS =
  'id, order_number, created_at, status, customer_name, customer_email, total_price, user_id, points_redeemed, points_earned'

export const ADMIN_ORDERS_PAGE_SIZE = 25

export interface AdminOrderFilters {
  /** Only orders of this status; null for all. */
  status: OrderStatus | null
  /** Placed at or after this instant (ISO 8601); null for no lower bound. */
  createdFrom: string | null
  /** Placed before this instant (ISO 8601); null for no upper bound. */
  createdBefore: string | null
  /** A piece of the order number or of the customer's e-mail, any case; blank for all. */
  search: string
  /** 1-based. */
  page: number
  pageSize?: number
}

/** What the order list opens on: every order, newest first, page 1 (its loader asks for the same). */
export const INITIAL_ADMIN_ORDER_FILTERS: AdminOrderFilters = {
  status: null,
  createdFrom: null,
  createdBefore: null,
  search: '',
  page: 1,
}

/**
 * The search term as a PostgREST filter value: characters that order numbers and e-mail addresses do not
 * hold, and that would end the `or=(...)` list or act as a wildcard, are dropped.
 */
export function orderSearchTerm(search: string): string {
  return search.trim().replace(/[^\p{L}\p{N}@._+-]/gu, '')
}

/**
 * One page of orders for the admins' list, newest first, counted exactly: filtered by status and a
 * created_at range, searched by order number or e-mail (trigram indexes serve the `ilike`), in the database.
 * RLS gives an admin every order and a customer only their own.
 */
export function buildAdminOrdersQuery(client: Pick<PostgrestClient<Database>, 'from'>, filters: AdminOrderFilters) {
  let query = client.from('orders').select(ADMIN_ORDER_COLUMNS, { count: 'exact' })
  if (filters.status) query = query.eq('status', filters.status)
  if (filters.createdFrom) query = query.gte('created_at', filters.createdFrom)
  if (filters.createdBefore) query = query.lt('created_at', filters.createdBefore)
  const term = orderSearchTerm(filters.search)
  if (term) query = query.or(`order_number.ilike.*${term}*,customer_email.ilike.*${term}*`)
  const size = filters.pageSize ?? ADMIN_ORDERS_PAGE_SIZE
  const from = (Math.max(1, filters.page) - 1) * size
  return query
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, from + size - 1)
}
