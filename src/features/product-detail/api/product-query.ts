import type { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from '@/types/supabase'
// Relative, not `@/`: index.html's early read (scripts/vite/early-read.ts) builds this request in Node.
import { productLookupColumn } from '../../../lib/product-id'

/** An active product by slug or id (`/product/{productId}`), at most one row. */
export function buildProductQuery(client: PostgrestClient<Database>, slugOrId: string, signal: AbortSignal) {
  return client
    .from('products')
    .select('*')
    .eq('is_active', true)
    .eq(productLookupColumn(slugOrId), slugOrId)
    .abortSignal(signal)
    .maybeSingle()
}
