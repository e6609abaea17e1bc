import { WholeStars } from '@/components/product/whole-stars'
import { Skeleton } from '@/components/ui/skeleton'
import type { ProductReview } from '../types'

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' })

/** One review as plain text (React escapes it; line breaks the reviewer typed are kept). */
function ReviewItem({ review }: { review: ProductReview }) {
  const titleId = `review-${review.id}`
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="rounded-2xl border border-brand-100 bg-white p-5"
        data-testid="review"
      >
        <WholeStars rating={review.rating} />
        <h3 id={titleId} className="mt-2 text-lg font-bold">
          {review.title}
        </h3>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <span className="font-semibold text-ink">{review.reviewer_name}</span>
          {review.is_verified ? <span className="font-semibold text-leaf-700">Verified buyer</span> : null}
          {review.is_own ? <span>(your review)</span> : null}
          <time dateTime={review.created_at}>{dateFormat.format(new Date(review.created_at))}</time>
          {review.edited_at ? <span>(edited)</span> : null}
        </p>
        <p className="mt-3 leading-relaxed whitespace-pre-line">{review.body}</p>
      </article>
    </li>
  )
}

export function ReviewListSkeleton() {
  return (
    <div role="status" aria-label="Loading reviews" className="space-y-3">
      <Skeleton className="h-28" />
      <Skeleton className="h-28" />
    </div>
  )
}

export function ReviewList({ reviews }: { reviews: ProductReview[] }) {
  return (
    <ul className="space-y-3" aria-label="Reviews">
      {reviews.map((review) => (
        <ReviewItem key={review.id} review={review} />
      ))}
    </ul>
  )
}
