import type { Tables } from '@/types/database'
import type { FunctionRow } from '@/types/supabase'

/** A visible review as `get_product_reviews()` shows it to anyone: display name, never the reviewer's identity. */
export type ProductReview = FunctionRow<'get_product_reviews'>

export interface ProductReviewPage {
  reviews: ProductReview[]
  /** Visible reviews of the product in all. */
  total: number
}

/** The caller's own review, to edit (`is_visible` is false when an admin has hidden it). */
export type OwnReview = Pick<Tables<'product_reviews'>, 'id' | 'rating' | 'title' | 'body' | 'is_visible'>

/**
 * `review_eligibility()`: `eligible` (bought it in an order that was not cancelled, not yet reviewed),
 * `not_purchased`, or `reviewed` with the review to edit.
 */
export type ReviewEligibility =
  | { status: 'eligible'; review: null }
  | { status: 'not_purchased'; review: null }
  | { status: 'reviewed'; review: OwnReview }

/** What the review form sends. */
export type ReviewFields = Pick<Tables<'product_reviews'>, 'rating' | 'title' | 'body'>

/** The database's limits (product_reviews' checks), for the form's hints. */
export const REVIEW_LIMITS = { titleMax: 100, bodyMin: 10, bodyMax: 2000 } as const
