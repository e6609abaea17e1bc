import type { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from '@/types/supabase'
// Relative with its extension, not `@/`: Vite's config loader builds this request for index.html's early read
// (scripts/vite/early-read.ts).
import { productLookupColumn } from '../../../lib/product-id.ts'

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
