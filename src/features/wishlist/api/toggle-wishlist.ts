import { useMutation, useQueryClient } from '@tanstack/react-query'
import { wishlistKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'

export interface ToggleWishlistVariables {
  productId: string
  userId: string
  /**
   * The size to add or remove. Null means the product whatever its size: an added row takes a sized
   * product's default size (the database's rule), and removing takes the product off in every size, as
   * the product page shows it wished in any size when none is chosen (every size sold out).
   */
  size: string | null
  /** The state to reach: true adds the product in this size, false removes it. */
  add: boolean
}

async function toggleWishlist({ productId, size, add }: ToggleWishlistVariables): Promise<void> {
  if (add) {
    // user_id defaults to auth.uid() in the database; the client sends only product and size.
    const { error } = await db.from('wishlist_items').insert({ product_id: productId, size })
    // 23505: it was already there (another tab added it), which is the state we wanted.
    if (error && error.code !== '23505') throw error
    return
  }
  const query = db.from('wishlist_items').delete().eq('product_id', productId)
  const { error } = await (size === null ? query : query.eq('size', size))
  if (error) throw error
}

/** Adds or removes one product (and size); the product page's entry and the wishlist are read again. */
export function useToggleWishlist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: toggleWishlist,
    meta: {
      errorToast: {
        title: 'Wishlist Error',
        description: 'We could not update your wishlist. Please try again.',
        variant: 'destructive',
      },
    },
    onSettled: (_data, _error, { productId, userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: wishlistKeys.entry(productId, userId) }),
        queryClient.invalidateQueries({ queryKey: wishlistKeys.list(userId) }),
      ]),
  })
}
