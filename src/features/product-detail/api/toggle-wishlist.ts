import { useMutation, useQueryClient } from '@tanstack/react-query'
import { wishlistKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import { toast } from '@/stores/toast'

interface ToggleWishlistVariables {
  productId: string
  userId: string
  /** The size shown; null when none is chosen (the database then takes a sized product's default). */
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
  // Without a size, "remove" takes the product off in every size.
  const query = db.from('wishlist_items').delete().eq('product_id', productId)
  const { error } = await (size === null ? query : query.eq('size', size))
  if (error) throw error
}

export function useToggleWishlist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: toggleWishlist,
    onSuccess: (_data, { add }) => {
      toast({
        pageBound: true,
        title: add ? 'Added to Wishlist' : 'Removed from Wishlist',
        description: add ? 'We saved this spice to your wishlist.' : 'This spice is no longer on your wishlist.',
      })
    },
    onError: () =>
      toast({
        pageBound: true,
        title: 'Wishlist Error',
        description: 'We could not update your wishlist. Please try again.',
        variant: 'destructive',
      }),
    // The product's sizes and the account's wishlist list are read again.
    onSettled: (_data, _error, { productId, userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: wishlistKeys.entry(productId, userId) }),
        queryClient.invalidateQueries({ queryKey: wishlistKeys.list(userId) }),
      ]),
  })
}
