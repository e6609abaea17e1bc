import { queryOptions, useQuery } from '@tanstack/react-query'
import { wishlistKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'

interface WishlistEntryVariables {
  productId: string
  userId: string
}

/**
 * The sizes of one product on the user's wishlist (a row per size; null for a product without sizes).
 * RLS shows a user only their own wishlist rows, so filtering by product is enough.
 */
async function getWishlistEntry(vars: WishlistEntryVariables, signal: AbortSignal): Promise<(string | null)[]> {
  const { data, error } = await db
    .from('wishlist_items')
    .select('size')
    .eq('product_id', vars.productId)
    .abortSignal(signal)
  if (error) throw error
  return data.map((row) => row.size)
}

export const wishlistEntryQueryOptions = (vars: WishlistEntryVariables) =>
  queryOptions({
    queryKey: wishlistKeys.entry(vars.productId, vars.userId),
    queryFn: ({ signal }) => getWishlistEntry(vars, signal),
  })

/** The product's wished sizes; idle (no request) for a guest. */
export function useWishlistEntry(productId: string, userId: string | null | undefined) {
  return useQuery({
    ...wishlistEntryQueryOptions({ productId, userId: userId ?? '' }),
    enabled: Boolean(userId),
  })
}

/**
 * Whether the shown size is wished; with no size chosen (or none to choose), whether any size is. A
 * size is chosen on the page before a row is added, so the two agree for a product with sizes.
 */
export const isWished = (sizes: readonly (string | null)[] | undefined, size: string | null) =>
  sizes !== undefined && (size === null ? sizes.length > 0 : sizes.includes(size))
