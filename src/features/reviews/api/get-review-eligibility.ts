import { queryOptions, useQuery } from '@tanstack/react-query'
import { reviewKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { ReviewEligibility } from '../types'

/** Whether the signed-in customer may review the product, or their review to edit (`review_eligibility()`). */
async function getReviewEligibility(productId: string, signal: AbortSignal): Promise<ReviewEligibility> {
  const { data, error } = await db.rpc('review_eligibility', { p_product_id: productId }).abortSignal(signal).single()
  if (error) throw error
  const { status, review_id: id, rating, title, body, is_visible } = data
  if (status !== 'reviewed') return { status, review: null }
  // `reviewed` always comes with the review (review_eligibility's contract); anything less is a broken answer.
  if (id === null || rating === null || title === null || body === null || is_visible === null)
    throw new Error('review_eligibility said reviewed without the review')
  return { status, review: { id, rating, title, body, is_visible } }
}

export const reviewEligibilityQueryOptions = (productId: string, userId: string) =>
  queryOptions({
    queryKey: reviewKeys.eligibility(productId, userId),
    queryFn: ({ signal }) => getReviewEligibility(productId, signal),
  })

/** Idle (no request) for a guest, who is asked to sign in instead. */
export function useReviewEligibility(productId: string | undefined, userId: string | null | undefined) {
  return useQuery({
    ...reviewEligibilityQueryOptions(productId ?? '', userId ?? ''),
    enabled: Boolean(productId && userId),
  })
}
