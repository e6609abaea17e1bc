import { useMutation, useQueryClient } from '@tanstack/react-query'
import { pointsKeys, productKeys, reviewKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { ReviewFields } from '../types'

/** Flavor Points the first review of a product earns (the database credits them). */
export const REVIEW_POINTS = 25

export interface SaveReviewVariables {
  userId: string
  productId: string
  /** The review to edit; absent to write the first one. */
  reviewId?: string
  fields: ReviewFields
}

export interface SaveReviewResult {
  /** Points this save earned: REVIEW_POINTS for the first review of the product ever, else 0. */
  pointsEarned: number
}

/** Whether the customer was already credited for reviewing this product (a deleted review keeps its credit). */
async function wasCreditedFor(productId: string): Promise<boolean> {
  const { data, error } = await db
    .from('points_ledger')
    .select('id')
    .eq('reason', 'review')
    .eq('product_id', productId)
    .limit(1)
  if (error) throw error
  return data.length > 0
}

/**
 * Writes or edits the customer's review. The database checks who may review (a buyer, once per product),
 * the stars (1-5), the lengths and that the text is plain (no HTML), with a message fit to show; it keeps
 * the product's rating and count and credits 25 Flavor Points for the first review of a product.
 */
async function saveReview({ productId, reviewId, fields }: SaveReviewVariables): Promise<SaveReviewResult> {
  if (reviewId) {
    const { error } = await db.from('product_reviews').update(fields).eq('id', reviewId)
    if (error) throw error
    return { pointsEarned: 0 }
  }
  // Asked before the insert, whose trigger writes the credit: only so the customer can be told.
  const credited = await wasCreditedFor(productId)
  const { error } = await db.from('product_reviews').insert({ product_id: productId, ...fields })
  if (error) throw error
  return { pointsEarned: credited ? 0 : REVIEW_POINTS }
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
