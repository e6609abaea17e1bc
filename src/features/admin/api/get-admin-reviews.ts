import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { db } from '@/lib/supabase'
import { adminKeys } from '@/lib/query-keys'

export const ADMIN_REVIEWS_PAGE_SIZE = 25

/**
 * One page of the reviews customers wrote, visible and hidden, newest first, counted, each with its
 * product and its author's name (admins read every review and profile; reviews point at auth.users, so
 * the names come in a second read of the page's authors).
 */
async function getAdminReviews(page: number, signal: AbortSignal) {
  const from = (Math.max(1, page) - 1) * ADMIN_REVIEWS_PAGE_SIZE
  const reviews = await db
    .from('product_reviews')
    .select(
      'id, user_id, rating, title, body, is_visible, created_at, product:products(id, product_name, product_slug)',
      {
        count: 'exact',
      },
    )
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + ADMIN_REVIEWS_PAGE_SIZE - 1)
    .abortSignal(signal)
  if (reviews.error) throw reviews.error
  const authorIds = [...new Set(reviews.data.map((review) => review.user_id))]
  const authors =
    authorIds.length === 0
      ? { data: [], error: null }
      : await db.from('profiles').select('id, first_name, last_name').in('id', authorIds).abortSignal(signal)
  if (authors.error) throw authors.error
  const names = new Map(
    authors.data.map((author) => [author.id, [author.first_name, author.last_name].filter(Boolean).join(' ')]),
  )
  return {
    reviews: reviews.data.map(({ user_id, ...review }) => ({ ...review, author: names.get(user_id) || 'Customer' })),
    total: reviews.count ?? reviews.data.length,
  }
}

export type AdminReview = Awaited<ReturnType<typeof getAdminReviews>>['reviews'][number]

export const adminReviewsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.reviewList(page),
    queryFn: ({ signal }) => getAdminReviews(page, signal),
    placeholderData: keepPreviousData,
  })

export function useAdminReviews(page: number) {
  return useQuery(adminReviewsQueryOptions(page))
}
