import { queryOptions, useQuery } from '@tanstack/react-query'
import { wishlistKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { WishlistItem } from '../types'

/**
 * The signed-in customer's wishlist, newest first (`get_wishlist()`): each product and size with its
 * image, name, price of the size, stock, in-stock and back-in-stock flags. Inactive products are left out.
 */
async function getWishlist(signal: AbortSignal): Promise<WishlistItem[]> {
  const { data, error } = await db.rpc('get_wishlist').abortSignal(signal)
  if (error) throw error
  return data
}

export const wishlistQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: wishlistKeys.list(userId),
    queryFn: ({ signal }) => getWishlist(signal),
  })

export function useWishlist(userId: string | null | undefined) {
  return useQuery({ ...wishlistQueryOptions(userId ?? ''), enabled: Boolean(userId) })
}
