import * as z from 'zod/mini'
import { SIMPLE_EMAIL } from '@/lib/email'

/** The newsletter's messages, as the spec words them: a toast title and its description. */
export const NEWSLETTER_MESSAGES = {
  required: { title: 'Email Required', description: 'Please enter your email address.' },
  invalid: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
  subscribed: { title: 'Welcome to CasaBite!', description: "You've successfully subscribed to our newsletter." },
  alreadySubscribed: { title: 'Already Subscribed', description: 'This email is already on our list!' },
  failed: { title: 'Subscription Failed', description: 'Could not subscribe. Please try again.' },
} as const

/** The footer sign-up form's rules and messages. zod/mini: it is already in the entry chunk (config/env). */
export const newsletterSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: NEWSLETTER_MESSAGES.required.description, abort: true }),
      z.regex(SIMPLE_EMAIL, NEWSLETTER_MESSAGES.invalid.description),
    ),
})

export type NewsletterInput = z.input<typeof newsletterSchema>
export type NewsletterValues = z.output<typeof newsletterSchema>

/** The toast for a validation message of the schema (its title is not part of the zod issue). */
export function newsletterValidationToast(message: string | undefined): { title: string; description: string } {
  return message === NEWSLETTER_MESSAGES.required.description
    ? NEWSLETTER_MESSAGES.required
    : NEWSLETTER_MESSAGES.invalid
}
