import type { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from '@/types/supabase'

// Apart from the app's client (lib/supabase), as the catalogue's query is: index.html's early read
// (scripts/vite/early-read.ts) builds the very same request.

/**
 * The admin product list's columns (the spec's), the thumbnail and sizes (for low stock), and updated_at for
 * the edit form's concurrency check.
 */
const ADMIN_PRODUCT_LIST_COLUMNS =
  'id, product_name, category_type, cuisine, price, inventory_count, is_active, product_slug, main_image_url, available_sizes, updated_at'

/** Every product, active or not (RLS gives admins all), by name. */
export function buildAdminProductsQuery(client: PostgrestClient<Database>, signal: AbortSignal) {
  return client
    .from('products')
    .select(ADMIN_PRODUCT_LIST_COLUMNS)
    .order('product_name')
    .order('id')
    .abortSignal(signal)
}
