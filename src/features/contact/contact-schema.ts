import * as z from 'zod/mini'
import { SIMPLE_EMAIL } from '@/lib/email'
import { TOAST_DURATION, type ToastInput } from '@/stores/toast'

/** The subjects a visitor can pick (the database accepts exactly these). */
export const CONTACT_SUBJECTS = [
  'General Question',
  'Order Inquiry',
  'Collaboration Request',
  'Feedback',
  'Other',
] as const

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]

/** What an empty subject becomes. */
export const DEFAULT_CONTACT_SUBJECT: ContactSubject = 'General Question'

/** The field messages, exactly as the spec words them. */
export const CONTACT_FIELD_MESSAGES = {
  fullNameRequired: 'Full name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Email is invalid.',
  messageRequired: 'Message is required.',
} as const

/** The form's toasts and how long each stays (validation failures are short). */
export const CONTACT_TOASTS = {
  invalid: {
    title: 'Uh oh!',
    description: 'Please complete all required fields correctly.',
    variant: 'destructive',
    duration: TOAST_DURATION.short,
  },
  sent: {
    title: 'Message Sent!',
    description: "Thank you for reaching out. We'll be in touch soon!",
    duration: TOAST_DURATION.default,
  },
  failed: {
    title: 'Submission Failed',
    description: 'There was an issue sending your message. Please try again.',
    variant: 'destructive',
    duration: TOAST_DURATION.default,
  },
} as const satisfies Record<string, ToastInput>

const requiredText = (message: string) => z.string().check(z.trim(), z.minLength(1, { error: message, abort: true }))

/**
 * The contact form's rules and messages, checked on submit. Values are trimmed; an empty subject
 * becomes "General Question". zod/mini: the same core the entry chunk already loads for config/env.
 */
export const contactSchema = z.object({
  fullName: requiredText(CONTACT_FIELD_MESSAGES.fullNameRequired),
  email: requiredText(CONTACT_FIELD_MESSAGES.emailRequired).check(
    z.regex(SIMPLE_EMAIL, CONTACT_FIELD_MESSAGES.emailInvalid),
  ),
  subject: z.pipe(
    z.enum(['', ...CONTACT_SUBJECTS] as const),
    z.transform((subject): ContactSubject => subject || DEFAULT_CONTACT_SUBJECT),
  ),
  message: requiredText(CONTACT_FIELD_MESSAGES.messageRequired),
})

/** The form state (the spec's fullName, email, subject, message). */
export type ContactFormInput = z.input<typeof contactSchema>
/** What is sent: trimmed, with a subject. */
export type ContactMessage = z.output<typeof contactSchema>

export const EMPTY_CONTACT_FORM: ContactFormInput = { fullName: '', email: '', subject: '', message: '' }
