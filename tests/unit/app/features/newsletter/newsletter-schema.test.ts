import { describe, expect, it } from 'vitest'
import {
  NEWSLETTER_MESSAGES,
  newsletterSchema,
  newsletterValidationToast,
} from '@/features/newsletter/newsletter-schema'

const messages = (email: string) => {
  const result = newsletterSchema.safeParse({ email })
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('newsletter schema', () => {
  it('words every message exactly as the spec', () => {
    expect(NEWSLETTER_MESSAGES).toEqual({
      required: { title: 'Email Required', description: 'Please enter your email address.' },
      invalid: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
      subscribed: { title: 'Welcome to CasaBite!', description: "You've successfully subscribed to our newsletter." },
      alreadySubscribed: { title: 'Already Subscribed', description: 'This email is already on our list!' },
      failed: { title: 'Subscription Failed', description: 'Could not subscribe. Please try again.' },
    })
  })

  it.each(['', '   ', '\t\n'])('requires an email: %j', (email) => {
    expect(messages(email)).toEqual(['Please enter your email address.'])
    expect(newsletterValidationToast(messages(email)[0])).toEqual(NEWSLETTER_MESSAGES.required)
  })

  it.each(['spice', 'spice@', 'spice@example', '@example.com', 'spice@example.', 'two words@example.com'])(
    'rejects %j as invalid',
    (email) => {
      expect(messages(email)).toEqual(['Please enter a valid email address.'])
      expect(newsletterValidationToast(messages(email)[0])).toEqual(NEWSLETTER_MESSAGES.invalid)
    },
  )

  it('accepts a simple address and trims it', () => {
    expect(newsletterSchema.parse({ email: '  cook@example.com ' })).toEqual({ email: 'cook@example.com' })
  })
})
