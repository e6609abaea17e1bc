import type { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from '@/types/supabase'
import type { ProductListFilters } from '@/types/models'
import { PRODUCTS_PER_PAGE } from '../lib/shop-filters.ts'

// Kept apart from the app's client (lib/supabase) so that Node scripts can build the very same requests.

/**
 * A text[] argument as PostgreSQL reads it: postgrest-js joins an array with bare commas, which would split
 * a value holding a comma (a managed category may) and misread quotes or braces. Every element is quoted.
 */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`
}

/** `catalog_page()`'s arguments for a filter state; what restricts nothing is left out of the URL. */
export function catalogPageArgs(filters: ProductListFilters) {
  const term = filters.searchTerm.trim()
  return {
    ...(term && { p_term: term }),
    ...(filters.category_types.length && { p_category_types: textArrayLiteral(filters.category_types) }),
    ...(filters.cuisines.length && { p_cuisines: textArrayLiteral(filters.cuisines) }),
    // Both "Organic" and "Not Organic" ticked is the same as neither: no restriction.
    ...(filters.is_organic.length === 1 && { p_is_organic: filters.is_organic[0] }),
    ...(filters.rarities.length && { p_rarities: textArrayLiteral(filters.rarities) }),
    ...(filters.minPrice !== null && { p_min_price: filters.minPrice }),
    ...(filters.maxPrice !== null && { p_max_price: filters.maxPrice }),
    p_sort: filters.sortOrder,
    p_page: filters.page,
    p_page_size: PRODUCTS_PER_PAGE,
  }
}

/**
 * The catalog's page for a filter state, filtered, sorted, counted and paged in the database (DESIGN §3) by
 * `catalog_page()`: each row carries the total. A GET with the arguments in the query and no `Prefer`
 * header, so a guest's first read of the shop is a CORS simple request (no preflight) that index.html can
 * start early (scripts/vite/early-read.ts).
 */
export function buildProductsQuery(client: PostgrestClient<Database>, filters: ProductListFilters) {
  return client.rpc('catalog_page', catalogPageArgs(filters), { get: true })
}
