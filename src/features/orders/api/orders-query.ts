import type { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from '@/types/supabase'

// Apart from the app's client (lib/supabase), as the catalogue's query is: index.html's early read
// (scripts/vite/early-read.ts) builds the very same request.

/** Orders per page of the account's order history. */
export const ORDERS_PAGE_SIZE = 10

/**
 * The customer's orders, newest first, one page (1-based) with the total. RLS shows a customer only their
 * own orders (an admin every order), so the filter on user_id keeps an admin's history their own.
 */
export function buildOrdersQuery(client: PostgrestClient<Database>, userId: string, page: number, signal: AbortSignal) {
  const from = (page - 1) * ORDERS_PAGE_SIZE
  return client
    .from('orders')
    .select('*', { count: 'exact' })
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + ORDERS_PAGE_SIZE - 1)
    .abortSignal(signal)
}
