import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { reviewKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { ProductReviewPage } from '../types'

/** Reviews per page on the product page. */
export const REVIEWS_PAGE_SIZE = 5

/**
 * A product's visible reviews, newest first, one page (1-based) at a time, for anyone: each with the
 * reviewer's display name (first name and last initial), never their e-mail (`get_product_reviews()`).
 */
async function getProductReviews(productId: string, page: number, signal: AbortSignal): Promise<ProductReviewPage> {
  const from = (page - 1) * REVIEWS_PAGE_SIZE
  const { data, count, error } = await db
    .rpc('get_product_reviews', { p_product_id: productId }, { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + REVIEWS_PAGE_SIZE - 1)
    .abortSignal(signal)
  // PGRST103: a page past the end (reviews were hidden meanwhile): no rows.
  if (error?.code === 'PGRST103') return { reviews: [], total: 0 }
  if (error) throw error
  return { reviews: data, total: count ?? data.length }
}

export const productReviewsQueryOptions = (productId: string, page: number) =>
  queryOptions({
    queryKey: reviewKeys.page(productId, page),
    queryFn: ({ signal }) => getProductReviews(productId, page, signal),
    placeholderData: keepPreviousData,
  })

export function useProductReviews(productId: string | undefined, page = 1) {
  return useQuery({ ...productReviewsQueryOptions(productId ?? '', page), enabled: Boolean(productId) })
}
