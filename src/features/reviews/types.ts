/** A visible review as `get_product_reviews()` shows it to anyone: display name, never the reviewer's identity. */
export interface ProductReview {
  id: string
  rating: number
  title: string
  body: string
  /** First name and last initial ("Dana D."), or Verified Buyer (Customer when not verified). */
  reviewer_name: string
  /** Whether the signed-in caller wrote it. */
  is_own: boolean
  /** Whether its author has an order of the product that was not cancelled. */
  is_verified: boolean
  created_at: string
  /** When the author last changed it; null if never. */
  edited_at: string | null
}

export interface ProductReviewPage {
  reviews: ProductReview[]
  /** Visible reviews of the product in all. */
  total: number
}

/** The caller's own review, to edit. */
export interface OwnReview {
  id: string
  rating: number
  title: string
  body: string
  /** False when an admin has hidden it. */
  is_visible: boolean
}

/**
 * `review_eligibility()`: `eligible` (bought it in an order that was not cancelled, not yet reviewed),
 * `not_purchased`, or `reviewed` with the review to edit.
 */
export type ReviewEligibility =
  | { status: 'eligible'; review: null }
  | { status: 'not_purchased'; review: null }
  | { status: 'reviewed'; review: OwnReview }

/** What the review form sends. */
export interface ReviewFields {
  rating: number
  title: string
  body: string
}

/** The database's limits (product_reviews' checks), for the form's hints. */
export const REVIEW_LIMITS = { titleMax: 100, bodyMin: 10, bodyMax: 2000 } as const
