import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { isUuid } from '@/lib/product-id'
import { productKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { ProductRow } from '@/types/models'

/** What the cart checks against the database: current price, whether it is still sold, and stock. */
export type CartProduct = Pick<
  ProductRow,
  | 'id'
  | 'product_slug'
  | 'product_name'
  | 'price'
  | 'is_active'
  | 'inventory_count'
  | 'default_size'
  | 'available_sizes'
  | 'main_image_url'
>

const CART_PRODUCT_COLUMNS =
  'id, product_slug, product_name, price, is_active, inventory_count, default_size, available_sizes, main_image_url'

/**
 * One request for every line. RLS hides inactive products from shoppers, so a product missing from the
 * answer is one that is no longer sold; `is_active` is still read for readers who may see inactive rows.
 */
async function getCartProducts(ids: readonly string[], signal: AbortSignal): Promise<CartProduct[]> {
  const valid = ids.filter(isUuid)
  if (valid.length === 0) return []
  const { data, error } = await db.from('products').select(CART_PRODUCT_COLUMNS).in('id', valid).abortSignal(signal)
  if (error) throw error
  return data
}

export const cartProductsQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: productKeys.byIds(ids),
    queryFn: ({ signal }) => getCartProducts(ids, signal),
    // Prices and stock move: check again on every visit to the cart.
    staleTime: 0,
    // Changing a quantity keeps the ids; removing a line changes them, and the previous answer still
    // covers the remaining lines while the new one loads.
    placeholderData: keepPreviousData,
  })

export function useCartProducts(ids: readonly string[]) {
  return useQuery({ ...cartProductsQueryOptions(ids), enabled: ids.length > 0 })
}
