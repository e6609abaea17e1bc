import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useRef } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'
import { charCount, reviewFormValues, reviewSchema, type ReviewFormInput } from '../lib/review-schema'
import { REVIEW_LIMITS, type OwnReview, type ReviewFields } from '../types'
import { StarIcon } from '@/components/product/whole-stars'

const STARS = [1, 2, 3, 4, 5] as const

export interface ReviewFormProps {
  /** The customer's review to edit, or null to write one. */
  review: OwnReview | null
  /** Called with the checked, trimmed fields; the caller saves them. */
  onSave: (fields: ReviewFields) => void
  onCancel: () => void
  saving: boolean
  /** Why the last save failed (what was typed stays in the form). */
  failure: string | null
}

/**
 * Write or edit a review. The stars are native radios in a fieldset (arrow keys choose, Tab leaves the
 * group), drawn as stars. Checked on submit. Loaded only when opened, so react-hook-form and zod stay out of the product page's download.
 */
export default function ReviewForm({ review, onSave, onCancel, saving, failure }: ReviewFormProps) {
  const id = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The button that opened the form is gone: keyboard and screen-reader users continue from its heading.
  useEffect(() => headingRef.current?.focus(), [])
  const {
    register,
    handleSubmit,
    control: formControl,
    clearErrors,
    formState: { errors },
  } = useForm<ReviewFormInput, unknown, ReviewFields>({
    resolver: zodResolver(reviewSchema),
    defaultValues: reviewFormValues(review),
    reValidateMode: 'onSubmit',
  })
  const [ratingValue, title, body] = useWatch({ control: formControl, name: ['rating', 'title', 'body'] })
  const rating = Number(ratingValue) || 0

  /** The error wiring of a control, and "typing clears my message". */
  const control = (name: 'title' | 'body', hintId: string) => {
    const fieldId = `${id}-${name}`
    const hasError = Boolean(errors[name])
    return {
      id: fieldId,
      'aria-invalid': hasError || undefined,
      'aria-describedby': hasError ? `${fieldId}-error ${hintId}` : hintId,
      ...register(name, { onChange: () => clearErrors(name) }),
    }
  }

  const ratingErrorId = `${id}-rating-error`
  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => void handleSubmit(onSave)(event)}
      className="mt-4 grid max-w-2xl gap-5 rounded-2xl border border-brand-100 bg-white p-5 sm:p-6"
    >
      <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="text-xl font-bold">
        {review ? 'Edit your review' : 'Write a review'}
      </h3>

      <fieldset aria-describedby={errors.rating ? ratingErrorId : undefined}>
        <legend className="font-semibold">
          Your rating
          <span aria-hidden="true" className="text-danger-700">
            {' '}
            *
          </span>
        </legend>
        <div className="mt-1.5 flex gap-1">
          {STARS.map((star) => (
            <label
              key={star}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                value={String(star)}
                className="sr-only"
                aria-invalid={errors.rating ? true : undefined}
                {...register('rating', { onChange: () => clearErrors('rating') })}
              />
              <StarIcon filled={star <= rating} size={32} />
              <span className="sr-only">{star === 1 ? '1 star' : `${star} stars`}</span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id={ratingErrorId} role="alert" className="mt-1.5 text-sm font-semibold text-danger-700">
            {errors.rating.message}
          </p>
        ) : null}
      </fieldset>

      <Field id={`${id}-title`} label="Title" required error={errors.title?.message}>
        <input type="text" aria-required="true" className={controlClass()} {...control('title', `${id}-title-hint`)} />
        <p id={`${id}-title-hint`} className="mt-1 text-sm text-ink-muted">
          Up to {REVIEW_LIMITS.titleMax} characters ({charCount(title.trim())} used).
        </p>
      </Field>

      <Field id={`${id}-body`} label="Your review" required error={errors.body?.message}>
        <textarea rows={5} aria-required="true" className={controlClass()} {...control('body', `${id}-body-hint`)} />
        <p id={`${id}-body-hint`} className="mt-1 text-sm text-ink-muted">
          {REVIEW_LIMITS.bodyMin} to {REVIEW_LIMITS.bodyMax} characters of plain text ({charCount(body.trim())} used).
        </p>
      </Field>

      {failure ? (
        <p role="alert" className="rounded-xl bg-danger-50 p-3 text-sm font-semibold text-danger-700">
          Your review was not saved. {failure}
        </p>
      ) : null}

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : review ? 'Save Changes' : 'Post Review'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
