import { queryOptions, useQuery } from '@tanstack/react-query'
import { reviewKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { ReviewEligibility } from '../types'

/** Whether the signed-in customer may review the product, or their review to edit (`review_eligibility()`). */
async function getReviewEligibility(productId: string, signal: AbortSignal): Promise<ReviewEligibility> {
  const { data, error } = await db.rpc('review_eligibility', { p_product_id: productId }).abortSignal(signal).single()
  if (error) throw error
  if (data.status === 'reviewed') {
    return {
      status: 'reviewed',
      review: {
        id: data.review_id,
        rating: data.rating,
        title: data.title,
        body: data.body,
        is_visible: data.is_visible,
      },
    }
  }
  return { status: data.status === 'eligible' ? 'eligible' : 'not_purchased', review: null }
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
