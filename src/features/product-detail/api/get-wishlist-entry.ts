import { queryOptions, useQuery } from '@tanstack/react-query'
import { wishlistKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'

interface WishlistEntryVariables {
  productId: string
  userId: string
}

/**
 * RLS shows a user only their own wishlist rows, so filtering by product is enough. The wishlist keeps a
 * row per size: any size of the product counts as "on the wishlist".
 */
async function getWishlistEntry(vars: WishlistEntryVariables, signal: AbortSignal): Promise<boolean> {
  const { data, error } = await db
    .from('wishlist_items')
    .select('id')
    .eq('product_id', vars.productId)
    .limit(1)
    .abortSignal(signal)
    .maybeSingle()
  if (error) throw error
  return data !== null
}

export const wishlistEntryQueryOptions = (vars: WishlistEntryVariables) =>
  queryOptions({
    queryKey: wishlistKeys.entry(vars.productId, vars.userId),
    queryFn: ({ signal }) => getWishlistEntry(vars, signal),
  })

/** Whether the product is on the user's wishlist; idle (no request) for a guest. */
export function useWishlistEntry(productId: string, userId: string | null | undefined) {
  return useQuery({
    ...wishlistEntryQueryOptions({ productId, userId: userId ?? '' }),
    enabled: Boolean(userId),
  })
}
