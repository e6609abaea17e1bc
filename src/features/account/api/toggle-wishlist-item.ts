import { useMutation, useQueryClient } from '@tanstack/react-query'
import { wishlistKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'

export interface ToggleWishlistItemVariables {
  userId: string
  productId: string
  /** The size to wish; null for a product without sizes (the database then takes a sized product's default). */
  size: string | null
  /** The state to reach: true adds the product in this size, false removes it. */
  add: boolean
}

async function toggleWishlistItem({ productId, size, add }: ToggleWishlistItemVariables): Promise<void> {
  if (add) {
    // user_id defaults to the caller in the database; the client sends only product and size.
    const { error } = await db.from('wishlist_items').insert({ product_id: productId, size })
    // 23505: already there (another tab added it), which is the state we wanted.
    if (error && error.code !== '23505') throw error
    return
  }
  const query = db.from('wishlist_items').delete().eq('product_id', productId)
  const { error } = await (size === null ? query.is('size', null) : query.eq('size', size))
  if (error) throw error
}

/** Adds or removes one product and size; the wishlist and the product page's entry refresh afterwards. */
export function useToggleWishlistItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: toggleWishlistItem,
    onSettled: (_data, _error, { userId, productId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: wishlistKeys.list(userId) }),
        queryClient.invalidateQueries({ queryKey: wishlistKeys.entry(productId, userId) }),
      ]),
  })
}
