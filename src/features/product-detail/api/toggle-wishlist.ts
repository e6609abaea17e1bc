import { useMutation, useQueryClient } from '@tanstack/react-query'
import { wishlistKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import { toast } from '@/stores/toast'

interface ToggleWishlistVariables {
  productId: string
  userId: string
  /** The state to reach: true adds the product, false removes it. */
  add: boolean
}

async function toggleWishlist({ productId, add }: ToggleWishlistVariables): Promise<void> {
  // user_id defaults to auth.uid() in the database; the client may only send product_id.
  const { error } = add
    ? await db.from('wishlist_items').insert({ product_id: productId })
    : await db.from('wishlist_items').delete().eq('product_id', productId)
  // 23505: it was already there (another tab added it), which is the state we wanted.
  if (error && error.code !== '23505') throw error
}

export function useToggleWishlist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: toggleWishlist,
    onSuccess: (_data, { productId, userId, add }) => {
      queryClient.setQueryData(wishlistKeys.entry(productId, userId), add)
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
    onSettled: (_data, _error, { productId, userId }) =>
      queryClient.invalidateQueries({ queryKey: wishlistKeys.entry(productId, userId) }),
  })
}
