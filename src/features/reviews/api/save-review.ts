import { useMutation, useQueryClient } from '@tanstack/react-query'
import { pointsKeys, productKeys, reviewKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { ReviewFields } from '../types'

export interface SaveReviewVariables {
  userId: string
  productId: string
  /** The review to edit; absent to write the first one. */
  reviewId?: string
  fields: ReviewFields
}

/**
 * Writes or edits the customer's review. The database checks who may review (a buyer, once per product),
 * the stars (1-5), the lengths and that the text is plain (no HTML), with a message fit to show; it keeps
 * the product's rating and count and credits 25 Flavor Points for the first review of a product.
 */
async function saveReview({ productId, reviewId, fields }: SaveReviewVariables): Promise<void> {
  const { error } = reviewId
    ? await db.from('product_reviews').update(fields).eq('id', reviewId)
    : await db.from('product_reviews').insert({ product_id: productId, ...fields })
  if (error) throw error
}

export function useSaveReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveReview,
    onSettled: (_data, _error, { productId, userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) }),
        // The product's rating and count changed with it.
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.eligibility(productId, userId) }),
      ]),
  })
}
