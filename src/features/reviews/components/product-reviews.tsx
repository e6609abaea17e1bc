import { useCallback, useEffect, useId } from 'react'
import { useSearchParams } from 'react-router-dom'
import { REVIEWS_PAGE_SIZE, useProductReviews } from '../api/get-product-reviews'
import { ReviewEntry } from './review-entry'
import { ReviewList, ReviewListSkeleton, ReviewPager } from './review-list'

/** The page of reviews lives in the URL (`?reviews=2`), like every other page number of the shop. */
const PAGE_PARAM = 'reviews'

const pageFrom = (value: string | null) => {
  const page = Number(value)
  return Number.isInteger(page) && page > 1 ? page : 1
}

/**
 * The product page's reviews: the visible ones newest first, 5 a page, each from a verified buyer, and what
 * the visitor may do (log in, write, edit or delete their review).
 */
export function ProductReviews({ productId }: { productId: string }) {
  const headingId = useId()
  const [searchParams, setSearchParams] = useSearchParams()
  const page = pageFrom(searchParams.get(PAGE_PARAM))
  const reviews = useProductReviews(productId, page)

  const setPage = useCallback(
    (target: number) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (target > 1) next.set(PAGE_PARAM, String(target))
          else next.delete(PAGE_PARAM)
          return next
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  )

  // A page past the end (an old link, or reviews removed meanwhile): show the last page there is.
  const total = reviews.data?.total
  const settled = reviews.isSuccess && !reviews.isPlaceholderData
  const pages = Math.max(1, Math.ceil((total ?? 0) / REVIEWS_PAGE_SIZE))
  useEffect(() => {
    if (settled && page > pages) setPage(pages)
  }, [settled, page, pages, setPage])

  const turnPage = (target: number) => {
    setPage(target)
    // The pager's button may be disabled on the new page: continue from the section's heading.
    document.getElementById(headingId)?.focus()
  }

  let body
  if (reviews.isPending) {
    body = <ReviewListSkeleton />
  } else if (reviews.isError) {
    body = (
      <p role="alert" className="text-danger-700">
        The reviews could not be loaded.{' '}
        <button type="button" className="font-semibold underline" onClick={() => void reviews.refetch()}>
          Try again
        </button>
      </p>
    )
  } else if (reviews.data.reviews.length === 0) {
    body = (
      <p className="text-ink-muted">No reviews yet. Customers who bought this spice can be the first to review it.</p>
    )
  } else {
    body = (
      <>
        <ReviewList reviews={reviews.data.reviews} />
        <ReviewPager page={page} pages={pages} onPage={turnPage} />
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
