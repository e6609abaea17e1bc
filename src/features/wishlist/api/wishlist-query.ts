import type { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from '@/types/supabase'

// Apart from the app's client (lib/supabase), as the catalogue's query is: index.html's early read
// (scripts/vite/early-read.ts) builds the very same request.

/**
 * The signed-in customer's wishlist, newest first (`get_wishlist()`): each product and size with its image,
 * name, price of the size, stock, in-stock and back-in-stock flags. Inactive products are left out.
 */
export function buildWishlistQuery(client: PostgrestClient<Database>, signal: AbortSignal) {
  return client.rpc('get_wishlist').abortSignal(signal)
}
