import type { HTMLInputAutoCompleteAttribute } from 'react'
import * as z from 'zod/mini'
import { SIMPLE_EMAIL } from '@/lib/email'
import { normalizeFullName } from './full-name'

/** Supabase Auth's default minimum, and the spec's. */
export const PASSWORD_MIN_LENGTH = 6

/** The field messages; those the spec gives (mismatch, length) are verbatim. */
export const AUTH_FIELD_MESSAGES = {
  fullNameRequired: 'Full name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email address.',
  passwordRequired: 'Password is required.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  passwordsDoNotMatch: 'Passwords do not match.',
  newPasswordRequired: 'New password is required.',
  confirmNewPasswordRequired: 'Please confirm your new password.',
  newPasswordsDoNotMatch: 'New passwords do not match.',
  currentPasswordRequired: 'Current password is required.',
  currentPasswordIncorrect: 'Your current password is incorrect.',
} as const

type Rule = readonly [test: (value: string) => boolean, message: string]

/** A field's rules in order; the first that fails gives the field its one message. */
const firstFailing = (...rules: Rule[]) =>
  z.superRefine<string>((value, ctx) => {
    const failed = rules.find(([test]) => !test(value))
    if (failed) ctx.addIssue({ code: 'custom', message: failed[1], input: value })
  })

const filled: Rule[0] = (value) => value !== ''
const longEnough: Rule[0] = (value) => value.length >= PASSWORD_MIN_LENGTH

const email = () =>
  z
    .string()
    .check(
      z.trim(),
      firstFailing(
        [filled, AUTH_FIELD_MESSAGES.emailRequired],
        [(v) => SIMPLE_EMAIL.test(v), AUTH_FIELD_MESSAGES.emailInvalid],
      ),
    )

/** Passwords are never trimmed: a space is a character of the password. */
const newPassword = (requiredMessage: string) =>
  z.string().check(firstFailing([filled, requiredMessage], [longEnough, AUTH_FIELD_MESSAGES.passwordTooShort]))

/** Adds `message` on `confirmField` when it differs from `field` and has no message of its own yet. */
const confirmationMatches = <K extends string, C extends string>(field: K, confirmField: C, message: string) =>
  z.superRefine<Record<K | C, string>>((values, ctx) => {
    const confirmationHasIssue = ctx.issues.some((issue) => issue.path?.[0] === confirmField)
    if (values[confirmField] !== values[field] && !confirmationHasIssue) {
      ctx.addIssue({ code: 'custom', path: [confirmField], message, input: values[confirmField] })
    }
  })

export const loginSchema = z.object({
  email: email(),
  password: z.string().check(firstFailing([filled, AUTH_FIELD_MESSAGES.passwordRequired])),
})

/**
 * Create account: full name, e-mail and password required, the confirmation must match. An empty
 * confirmation does not match either. The profile's first and last name come from splitFullName.
 */
export const signUpSchema = z
  .object({
    fullName: z
      .string()
      .check(z.overwrite(normalizeFullName), firstFailing([filled, AUTH_FIELD_MESSAGES.fullNameRequired])),
    email: email(),
    password: newPassword(AUTH_FIELD_MESSAGES.passwordRequired),
    confirmPassword: z.string(),
  })
  .check(confirmationMatches('password', 'confirmPassword', AUTH_FIELD_MESSAGES.passwordsDoNotMatch))

/** The e-mail a password-reset link is sent to. */
export const resetRequestSchema = z.object({ email: email() })

const newPasswordFields = {
  newPassword: newPassword(AUTH_FIELD_MESSAGES.newPasswordRequired),
  confirmNewPassword: z.string().check(firstFailing([filled, AUTH_FIELD_MESSAGES.confirmNewPasswordRequired])),
}

const newPasswordsMatch = () =>
  confirmationMatches('newPassword', 'confirmNewPassword', AUTH_FIELD_MESSAGES.newPasswordsDoNotMatch)

/** A new password (the reset screen, signed in by the mailed link): both required, matching, 6 or more characters. */
export const newPasswordSchema = z.object(newPasswordFields).check(newPasswordsMatch())

/**
 * The reset screen's form: the new password's rules, with the current password's field absent (the mailed
 * link proved the address) and its value left empty, so one form serves both screens.
 */
export const resetPasswordSchema = z
  .object({ currentPassword: z.string(), ...newPasswordFields })
  .check(newPasswordsMatch())

/** The account's password change: the current password too, which Auth checks (an unlocked screen is not enough). */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().check(firstFailing([filled, AUTH_FIELD_MESSAGES.currentPasswordRequired])),
    ...newPasswordFields,
  })
  .check(newPasswordsMatch())

export type LoginInput = z.input<typeof loginSchema>
export type LoginValues = z.output<typeof loginSchema>
export type SignUpInput = z.input<typeof signUpSchema>
export type SignUpValues = z.output<typeof signUpSchema>
export type ResetRequestInput = z.input<typeof resetRequestSchema>
export type NewPasswordInput = z.input<typeof newPasswordSchema>
export type ChangePasswordInput = z.input<typeof changePasswordSchema>

export const EMPTY_LOGIN_FORM: LoginInput = { email: '', password: '' }
export const EMPTY_SIGN_UP_FORM: SignUpInput = { fullName: '', email: '', password: '', confirmPassword: '' }
export const EMPTY_NEW_PASSWORD_FORM: NewPasswordInput = { newPassword: '', confirmNewPassword: '' }
export const EMPTY_CHANGE_PASSWORD_FORM: ChangePasswordInput = { currentPassword: '', ...EMPTY_NEW_PASSWORD_FORM }

/** Autofill tokens, so password managers fill the login and offer to save (and generate) new passwords. */
export const AUTH_FIELD_AUTOCOMPLETE = {
  login: { email: 'email', password: 'current-password' },
  signUp: { fullName: 'name', email: 'email', password: 'new-password', confirmPassword: 'new-password' },
  resetRequest: { email: 'email' },
  newPassword: { newPassword: 'new-password', confirmNewPassword: 'new-password' },
  changePassword: {
    currentPassword: 'current-password',
    newPassword: 'new-password',
    confirmNewPassword: 'new-password',
  },
} as const satisfies Record<string, Record<string, HTMLInputAutoCompleteAttribute>>
