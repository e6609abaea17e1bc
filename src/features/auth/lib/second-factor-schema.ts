import * as z from 'zod/mini'

/** The texts of the two-factor screens, in the shop's tone. */
export const SECOND_FACTOR_TEXT = {
  codeRequired: 'Please enter the 6-digit code from your authenticator app.',
  codeRefused: 'That code is not right or has expired. Please enter the current code from your app.',
  failed: 'Something went wrong. Please try again.',
  nameRequired: 'Please give this authenticator a name.',
} as const

const code = z.string().check(z.trim(), z.regex(/^\d{6}$/, SECOND_FACTOR_TEXT.codeRequired))

export const codeSchema = z.object({ code })
export const enrolSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, SECOND_FACTOR_TEXT.nameRequired), z.maxLength(60)),
})

export type CodeValues = z.output<typeof codeSchema>
export type EnrolValues = z.output<typeof enrolSchema>
