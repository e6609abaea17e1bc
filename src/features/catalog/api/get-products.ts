import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { PostgrestClient } from '@supabase/postgrest-js'
import { errorMessage, isPostgrestErrorLike } from '@/lib/errors'
import { productKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { Database } from '@/types/database'
import type { ProductListFilters, ProductPage } from '@/types/models'
import { pageRange, sortKeys } from '../lib/shop-filters'

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

const isRangeError = (error: unknown) => isPostgrestErrorLike(error) && error.code === 'PGRST103'

async function getProducts(filters: ProductListFilters, signal: AbortSignal): Promise<ProductPage> {
  const { data, count, error } = await buildProductsQuery(db, filters).abortSignal(signal)
  if (error && isRangeError(error) && filters.page > 1) {
    // A page past the end (an old link, or products went away): report the total with no rows, and the
    // page moves to the last one that exists.
    const { count: total, error: countError } = await buildProductsQuery(db, { ...filters, page: 1 })
      .limit(1)
      .abortSignal(signal)
    if (countError) throw countError
    return { products: [], total: total ?? 0 }
  }
  if (error) throw error
  return { products: data, total: count ?? data.length }
}

export const productsQueryOptions = (filters: ProductListFilters) =>
  queryOptions({
    queryKey: productKeys.list(filters),
    queryFn: ({ signal }) => getProducts(filters, signal),
    // The previous page stays on screen while the next one loads: no skeleton flash, no layout shift.
    placeholderData: keepPreviousData,
    // The route loader already tried (and retried); on error the page shows its panel and Try Again.
    retryOnMount: false,
    // Spec §8: a failed fetch is also announced as a toast with the server's message.
    meta: {
      errorToast: (error) => ({
        title: 'Error Fetching Products',
        description: errorMessage(error),
        variant: 'destructive',
      }),
    },
  })

export function useProducts(filters: ProductListFilters) {
  return useQuery(productsQueryOptions(filters))
}
