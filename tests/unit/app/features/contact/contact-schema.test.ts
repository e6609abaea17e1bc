import { describe, expect, it } from 'vitest'
import {
  CONTACT_FIELD_MESSAGES,
  CONTACT_SUBJECTS,
  CONTACT_TOASTS,
  contactSchema,
  type ContactFormInput,
} from '@/features/contact/contact-schema'
import { TOAST_DURATION } from '@/stores/toast'

const valid: ContactFormInput = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: '',
  message: 'Do you sell long pepper?',
}

/** The first message per field, as the form shows it. */
function fieldMessages(input: ContactFormInput): Record<string, string> {
  const result = contactSchema.safeParse(input)
  if (result.success) return {}
  const messages: Record<string, string> = {}
  for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message
  return messages
}

describe('contact schema', () => {
  it('words every message exactly as the spec', () => {
    expect(CONTACT_FIELD_MESSAGES).toEqual({
      fullNameRequired: 'Full name is required.',
      emailRequired: 'Email is required.',
      emailInvalid: 'Email is invalid.',
      messageRequired: 'Message is required.',
    })
    expect(CONTACT_TOASTS.invalid).toEqual({
      title: 'Uh oh!',
      description: 'Please complete all required fields correctly.',
      variant: 'destructive',
      duration: 3000,
    })
    expect(CONTACT_TOASTS.sent).toEqual({
      title: 'Message Sent!',
      description: "Thank you for reaching out. We'll be in touch soon!",
      duration: 5000,
    })
    expect(CONTACT_TOASTS.failed).toEqual({
      title: 'Submission Failed',
      description: 'There was an issue sending your message. Please try again.',
      variant: 'destructive',
      duration: 5000,
    })
    expect(TOAST_DURATION.short).toBe(3000)
  })

  it('requires full name, email and message, after trimming', () => {
    expect(fieldMessages({ fullName: '', email: '', subject: '', message: '' })).toEqual({
      fullName: 'Full name is required.',
      email: 'Email is required.',
      message: 'Message is required.',
    })
    expect(fieldMessages({ fullName: '   ', email: ' \t', subject: '', message: '\n ' })).toEqual({
      fullName: 'Full name is required.',
      email: 'Email is required.',
      message: 'Message is required.',
    })
  })

  it('reports an empty email as required only, not also as invalid', () => {
    const result = contactSchema.safeParse({ ...valid, email: '' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Email is required.'])
  })

  it.each(['ada', 'ada@', 'ada@example', '@example.com', 'ada@.com', 'ada@example.', 'ada lovelace@example.com'])(
    'rejects %j as "Email is invalid."',
    (email) => {
      expect(fieldMessages({ ...valid, email })).toEqual({ email: 'Email is invalid.' })
    },
  )

  it.each(['ada@example.com', 'a@b.c', 'first.last+spice@mail.example.co.uk'])('accepts %j', (email) => {
    expect(contactSchema.safeParse({ ...valid, email }).success).toBe(true)
  })

  it('trims the values and defaults an empty subject to General Question', () => {
    expect(
      contactSchema.parse({ fullName: '  Ada  ', email: ' ada@example.com ', subject: '', message: ' Hi! ' }),
    ).toEqual({ fullName: 'Ada', email: 'ada@example.com', subject: 'General Question', message: 'Hi!' })
  })

  it('keeps a chosen subject and accepts exactly the five choices', () => {
    expect(CONTACT_SUBJECTS).toEqual([
      'General Question',
      'Order Inquiry',
      'Collaboration Request',
      'Feedback',
      'Other',
    ])
    for (const subject of CONTACT_SUBJECTS) {
      expect(contactSchema.parse({ ...valid, subject }).subject).toBe(subject)
    }
    expect(contactSchema.safeParse({ ...valid, subject: 'Spam' as ContactFormInput['subject'] }).success).toBe(false)
  })
})
