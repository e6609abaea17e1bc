import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Link, useLocation } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
import { toast } from '@/stores/toast'
import { useDeleteReview } from '../api/delete-review'
import { useReviewEligibility } from '../api/get-review-eligibility'
import { REVIEW_POINTS, useSaveReview } from '../api/save-review'
import { reviewFailureMessage } from '../lib/review-errors'
import type { OwnReview, ReviewFields } from '../types'

// react-hook-form and zod download only when a customer opens the form.
const ReviewForm = lazy(() => import('./review-form'))

const linkClass = 'font-semibold text-brand-700 underline'

function FormLoading() {
  return (
    <div role="status" aria-label="Loading the review form" className="mt-4 max-w-2xl">
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  )
}

interface EditReviewProps {
  productId: string
  userId: string
  review: OwnReview | null
  /** After a save (true) or Cancel (false). */
  onClose: (saved: boolean) => void
}

/** Saves what the (lazily loaded) form checked, tells the customer how it went, and keeps the form on failure. */
function EditReview({ productId, userId, review, onClose }: EditReviewProps) {
  const save = useSaveReview()
  const [failure, setFailure] = useState<string | null>(null)

  const onSave = (fields: ReviewFields) => {
    setFailure(null)
    save.mutate(
      { userId, productId, reviewId: review?.id, fields },
      {
        onSuccess: ({ pointsEarned }) => {
          toast(
            review
              ? { title: 'Review Updated', description: 'Your changes are saved.' }
              : {
                  title: 'Review Posted',
                  description:
                    pointsEarned > 0
                      ? `Thank you! You earned ${pointsEarned} Flavor Points.`
                      : 'Thank you for sharing what you think of this spice.',
                },
          )
          onClose(true)
        },
        onError: (error) => setFailure(reviewFailureMessage(error)),
      },
    )
  }

  return (
    <Suspense fallback={<FormLoading />}>
      <ReviewForm
        review={review}
        onSave={onSave}
        onCancel={() => onClose(false)}
        saving={save.isPending}
        failure={failure}
      />
    </Suspense>
  )
}

interface DeleteOwnReviewProps {
  productId: string
  reviewId: string
  /** Once it is deleted (this control goes with it): where focus goes next. */
  onDeleted: () => void
}

/** Delete, after the shop's confirmation dialog (as the admin's deletes ask). */
function DeleteOwnReview({ productId, reviewId, onDeleted }: DeleteOwnReviewProps) {
  const remove = useDeleteReview()
  const [confirming, setConfirming] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const onDelete = () => {
    setFailure(null)
    // mutateAsync, not mutate's callbacks: once the lists are fresh this control is gone (the review with it),
    // and TanStack Query drops an unmounted observer's callbacks, the toast and the focus move with them.
    remove.mutateAsync({ productId, reviewId }).then(
      () => {
        toast({ title: 'Review Deleted', description: 'Your review has been removed.' })
        // The modal dialog closes first (it keeps the page inert while open), then focus can move on.
        flushSync(() => setConfirming(false))
        onDeleted()
      },
      (error: unknown) => setFailure(reviewFailureMessage(error)),
    )
  }

  return (
    <>
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        Delete your review
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete your review?"
        confirmLabel="Delete Review"
        busy={remove.isPending ? 'Deleting...' : undefined}
        onConfirm={onDelete}
        onCancel={() => {
          setFailure(null)
          setConfirming(false)
        }}
      >
        <p>Your Flavor Points stay, but a new review of this spice earns none.</p>
        {failure ? (
          <p role="alert" className="mt-2 text-sm font-semibold text-danger-700">
            Your review was not deleted. {failure}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  )
}

interface ReviewEntryProps {
  productId: string
  /** A new review shows first: back to page 1 once it is posted. */
  onPosted: () => void
}

/**
 * What the customer may do: log in (a guest), nothing (did not buy it), write a review, or edit or delete
 * theirs. The database decides; this only follows `review_eligibility()`.
 */
export function ReviewEntry({ productId, onPosted }: ReviewEntryProps) {
  const { status, user } = useAuth()
  const location = useLocation()
  const eligibility = useReviewEligibility(productId, user?.id)
  const [open, setOpen] = useState(false)
  const toggleId = useId()
  const returnFocus = useRef(false)

  // Closing the form puts focus back on the button that opens it (Write a review, or Edit your review).
  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false
      document.getElementById(toggleId)?.focus()
    }
  }, [open, toggleId])

  if (status === 'loading') return null
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`
    return (
      <p>
        Bought this spice?{' '}
        <Link to={paths.checkout.auth.getHref()} state={{ from }} className={linkClass}>
          Log in
        </Link>{' '}
        to write a review.
      </p>
    )
  }
  if (eligibility.isPending) return <Skeleton className="h-11 w-40 rounded-full" />
  if (eligibility.isError) {
    return (
      <p role="alert">
        We could not check whether you can review this spice.{' '}
        <button type="button" className={linkClass} onClick={() => void eligibility.refetch()}>
          Try again
        </button>
      </p>
    )
  }
  const { data } = eligibility
  if (data.status === 'not_purchased') {
    return (
      <p>
        Only customers who bought this spice can review it. Once you have ordered it, you can share your thoughts here.
      </p>
    )
  }

  const review: OwnReview | null = data.review
  const close = (saved: boolean) => {
    returnFocus.current = true
    setOpen(false)
    if (saved && !review) onPosted()
  }
  return (
    <div>
      {review && !review.is_visible ? (
        <p className="mb-3 text-ink-muted">Our team has hidden your review, so other shoppers do not see it.</p>
      ) : null}
      {review || open ? null : (
        <p className="mb-3 text-ink-muted">Your first review of a spice earns {REVIEW_POINTS} Flavor Points.</p>
      )}
      {open ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <Button id={toggleId} onClick={() => setOpen(true)}>
            {review ? 'Edit your review' : 'Write a review'}
          </Button>
          {review ? (
            <DeleteOwnReview
              key={review.id}
              productId={productId}
              reviewId={review.id}
              onDeleted={() => document.getElementById(toggleId)?.focus()}
            />
          ) : null}
        </div>
      )}
      {open ? <EditReview productId={productId} userId={user.id} review={review} onClose={close} /> : null}
    </div>
  )
}
