import type { PostgrestClient } from '@supabase/postgrest-js'
import type { CustomerListParams } from '@/lib/query-keys'
import type { Database } from '@/types/supabase'

// Apart from the app's client (lib/supabase), as the catalogue's query is: index.html's early read
// (scripts/vite/early-read.ts) builds the very same request.

export const CUSTOMERS_PAGE_SIZE = 25

/** What the customer list opens on (its loader asks for the same). */
export const INITIAL_CUSTOMER_LIST: CustomerListParams = { search: '', page: 1, pageSize: CUSTOMERS_PAGE_SIZE }

/**
 * One page of customers, newest first, with their order count, spending (Cancelled orders left out) and
 * Flavor Points balance, searched by e-mail or name (rpc admin_list_customers, admins only).
 */
export function buildAdminCustomersQuery(
  client: PostgrestClient<Database>,
  { search, page, pageSize }: CustomerListParams,
  signal: AbortSignal,
) {
  return client
    .rpc('admin_list_customers', { p_search: search, p_limit: pageSize, p_offset: (Math.max(1, page) - 1) * pageSize })
    .abortSignal(signal)
}
