import { useId, useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { Pager } from '@/components/ui/pager'
import { REVIEWS_PAGE_SIZE, useProductReviews } from '../api/get-product-reviews'
import { ReviewEntry } from './review-entry'
import { ReviewList, ReviewListSkeleton } from './review-list'

/**
 * The product page's reviews: the visible ones newest first, 5 a page, each from a verified buyer, and what
 * the visitor may do (log in, write, edit or delete their review).
 */
export function ProductReviews({ productId }: { productId: string }) {
  const headingId = useId()
  // The page is the section's own state, not the URL's: a history replacement would make the layout's
  // ScrollToTop jump to the top of the page, away from the reviews being read.
  const [page, setPage] = useState(1)
  const reviews = useProductReviews(productId, page)

  // A page past the end (reviews removed meanwhile): show the last page there is.
  const settled = reviews.isSuccess && !reviews.isPlaceholderData
  const pages = Math.max(1, Math.ceil((reviews.data?.total ?? 0) / REVIEWS_PAGE_SIZE))
  if (settled && page > pages) setPage(pages)

  const turnPage = (target: number) => {
    setPage(target)
    // The pager's button may be disabled on the new page: continue from the section's heading.
    document.getElementById(headingId)?.focus()
  }

  let body
  if (reviews.isPending) {
    body = <ReviewListSkeleton />
  } else if (reviews.isError) {
    body = <LoadError message="The reviews could not be loaded." onRetry={() => void reviews.refetch()} />
  } else if (reviews.data.reviews.length === 0) {
    body = (
      <p className="text-ink-muted">No reviews yet. Customers who bought this spice can be the first to review it.</p>
    )
  } else {
    body = (
      <>
        <ReviewList reviews={reviews.data.reviews} />
        <Pager page={page} totalPages={pages} onPage={turnPage} label="Review pages" />
      </>
    )
  }

  return (
    <section className="mt-14 max-w-3xl" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} className="text-2xl font-bold">
        Customer Reviews
      </h2>
      <div className="mt-4">
        <ReviewEntry productId={productId} onPosted={() => setPage(1)} />
      </div>
      <div className="mt-6">{body}</div>
    </section>
  )
}
