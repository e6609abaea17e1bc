import type { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from '@/types/supabase'
import type { ProductListFilters } from '@/types/models'
import { pageRange, sortKeys } from '../lib/shop-filters.ts'

// Kept apart from the app's client (lib/supabase) so that Node scripts can build the very same requests.

/** What a product card shows and what add-to-cart needs; nothing of the long texts. */
export const PRODUCT_CARD_COLUMNS =
  'id, product_name, product_slug, price, main_image_url, rating, reviews_count, inventory_count, default_size, available_sizes'

/**
 * The catalog query for a filter state, filtered, sorted, counted and paged in the database (DESIGN §3).
 * With a search term the rows come from `search_products()` (substring and typo-tolerant); without one from
 * the table. Both are then narrowed by the same PostgREST filters, so one chain serves both.
 */
export function buildProductsQuery(client: PostgrestClient<Database>, filters: ProductListFilters) {
  const term = filters.searchTerm.trim()
  let query = term
    ? client.rpc('search_products', { p_term: term }, { count: 'exact' }).select(PRODUCT_CARD_COLUMNS)
    : client.from('products').select(PRODUCT_CARD_COLUMNS, { count: 'exact' }).eq('is_active', true)

  if (filters.category_types.length) query = query.in('category_type', filters.category_types)
  if (filters.cuisines.length) query = query.in('cuisine', filters.cuisines)
  // Both "Organic" and "Not Organic" ticked is the same as neither: no restriction.
  if (filters.is_organic.length === 1) query = query.eq('is_organic', filters.is_organic[0] as boolean)
  if (filters.rarities.length) query = query.in('rarity', filters.rarities)
  if (filters.minPrice !== null) query = query.gte('price', filters.minPrice)
  if (filters.maxPrice !== null) query = query.lte('price', filters.maxPrice)
  for (const key of sortKeys(filters.sortOrder)) query = query.order(key.column, { ascending: key.ascending })

  const { from, to } = pageRange(filters.page)
  return query.range(from, to)
}
