import { useMutation, useQueryClient } from '@tanstack/react-query'
import { productKeys, reviewKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'

export interface DeleteReviewVariables {
  productId: string
  reviewId: string
}

/** Deletes the customer's own review (its 25 Flavor Points stay, and a new review earns none). */
async function deleteReview({ reviewId }: DeleteReviewVariables): Promise<void> {
  const { error } = await db.from('product_reviews').delete().eq('id', reviewId)
  if (error) throw error
}

export function useDeleteReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteReview,
    onSettled: (_data, _error, { productId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]),
  })
}
