import * as z from 'zod/mini'
import { REVIEW_LIMITS, type ReviewFields } from '../types'

/**
 * The form's messages. The rating and markup ones are the database's own words, so a customer reads the
 * same sentence whichever side caught the problem.
 */
export const REVIEW_FIELD_MESSAGES = {
  ratingRequired: 'Choose a rating from 1 to 5 stars.',
  titleRequired: 'Give your review a title.',
  titleTooLong: `Keep the title to ${REVIEW_LIMITS.titleMax} characters or fewer.`,
  bodyTooShort: `Write at least ${REVIEW_LIMITS.bodyMin} characters.`,
  bodyTooLong: `Keep your review to ${REVIEW_LIMITS.bodyMax} characters or fewer.`,
  plainTextOnly: 'Reviews are plain text: please remove the HTML tags.',
} as const

/** What the database refuses as markup: "<" before a letter, "/", "!" or "?" ("3 < 5" and "<3" are fine). */
export const LOOKS_LIKE_MARKUP = /<[A-Za-z/!?]/

type Rule = readonly [test: (value: string) => boolean, message: string]

/** A field's rules in order; the first that fails gives the field its one message. */
const firstFailing = (...rules: Rule[]) =>
  z.superRefine<string>((value, ctx) => {
    const failed = rules.find(([test]) => !test(value))
    if (failed) ctx.addIssue({ code: 'custom', message: failed[1], input: value })
  })

/** Characters as the database counts them (code points: an emoji is one). */
export const charCount = (value: string) => [...value].length

const plainText: Rule = [(value) => !LOOKS_LIKE_MARKUP.test(value), REVIEW_FIELD_MESSAGES.plainTextOnly]

/** Values are trimmed, as the database trims them before it counts. */
export const reviewSchema = z.object({
  rating: z.pipe(
    z.string().check(firstFailing([(v) => /^[1-5]$/.test(v), REVIEW_FIELD_MESSAGES.ratingRequired])),
    z.transform(Number),
  ),
  title: z
    .string()
    .check(
      z.trim(),
      firstFailing(
        [(v) => v !== '', REVIEW_FIELD_MESSAGES.titleRequired],
        [(v) => charCount(v) <= REVIEW_LIMITS.titleMax, REVIEW_FIELD_MESSAGES.titleTooLong],
        plainText,
      ),
    ),
  body: z
    .string()
    .check(
      z.trim(),
      firstFailing(
        [(v) => charCount(v) >= REVIEW_LIMITS.bodyMin, REVIEW_FIELD_MESSAGES.bodyTooShort],
        [(v) => charCount(v) <= REVIEW_LIMITS.bodyMax, REVIEW_FIELD_MESSAGES.bodyTooLong],
        plainText,
      ),
    ),
})

/** The form state: the chosen star as the radio's value ('' before one is chosen). */
export type ReviewFormInput = z.input<typeof reviewSchema>

export const reviewFormValues = (review: ReviewFields | null): ReviewFormInput =>
  review
    ? { rating: String(review.rating), title: review.title, body: review.body }
    : { rating: '', title: '', body: '' }
