import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminKeys, reviewKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import { invalidateProducts } from '@/lib/invalidate-products'

export interface ReviewVisibility {
  reviewId: string
  /** false hides the review from the shop, true shows it again. */
  is_visible: boolean
}

/** Hides or shows a review (the policy "admins hide or show"); the database then recounts the product's rating. */
async function setReviewVisibility({ reviewId, is_visible }: ReviewVisibility) {
  const { data, error } = await db
    .from('product_reviews')
    .update({ is_visible })
    .eq('id', reviewId)
    .select('id, is_visible')
    .single()
  if (error) throw error
  return data
}

export function useSetReviewVisibility() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setReviewVisibility,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.reviews() })
      // The product's rating and reviews_count changed, and so did its public review list.
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all })
      invalidateProducts(queryClient)
    },
  })
}
