import * as z from 'zod/mini'

/** The texts of the two-factor screens, in the shop's tone. */
export const SECOND_FACTOR_TEXT = {
  codeRequired: 'Please enter the 6-digit code from your authenticator app.',
  codeRefused: 'That code is not right or has expired. Please enter the current code from your app.',
  failed: 'Something went wrong. Please try again.',
  nameRequired: 'Please give this authenticator a name.',
} as const

/** The texts of the code Auth mails before a sensitive change (its `reauthenticate`). */
export const REAUTHENTICATION_TEXT = {
  codeSent:
    "For your security, please confirm it's you: we've emailed you a 6-digit code. Enter it to change your password.",
  codeResent: 'A new code is on its way to your inbox.',
  codeRequired: 'Please enter the 6-digit code from the email we sent you.',
  codeRefused: 'That code is not right or has expired. Please check the email or send a new code.',
} as const

const sixDigits = (message: string) => z.object({ code: z.string().check(z.trim(), z.regex(/^\d{6}$/, message)) })

export const codeSchema = sixDigits(SECOND_FACTOR_TEXT.codeRequired)
export const mailedCodeSchema = sixDigits(REAUTHENTICATION_TEXT.codeRequired)
export const enrolSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, SECOND_FACTOR_TEXT.nameRequired), z.maxLength(60)),
})

export type CodeValues = z.output<typeof codeSchema>
export type EnrolValues = z.output<typeof enrolSchema>
