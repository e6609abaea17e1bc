import { queryOptions, useQuery } from '@tanstack/react-query'
import { wishlistKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { WishlistItem } from '../types'
import { buildWishlistQuery } from './wishlist-query'

async function getWishlist(signal: AbortSignal): Promise<WishlistItem[]> {
  const { data, error } = await buildWishlistQuery(db, signal)
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
