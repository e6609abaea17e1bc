import { describe, expect, it } from 'vitest'
import {
  AUTH_FIELD_AUTOCOMPLETE,
  AUTH_FIELD_MESSAGES,
  EMPTY_LOGIN_FORM,
  EMPTY_NEW_PASSWORD_FORM,
  EMPTY_SIGN_UP_FORM,
  loginSchema,
  newPasswordSchema,
  resetRequestSchema,
  signUpSchema,
} from '@/features/auth/lib/auth-schema'
import { messagesByField } from '../../support/field-messages'

/** Every message per field (the schemas give each field one). */
const fieldMessages = (
  schema: { safeParse: (input: unknown) => Parameters<typeof messagesByField>[0] },
  input: unknown,
) => messagesByField(schema.safeParse(input))

const signUp = { fullName: 'Ada Lovelace', email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret1' }

describe('auth messages', () => {
  it('words the spec messages exactly', () => {
    expect(AUTH_FIELD_MESSAGES.passwordsDoNotMatch).toBe('Passwords do not match.')
    expect(AUTH_FIELD_MESSAGES.newPasswordsDoNotMatch).toBe('New passwords do not match.')
    expect(AUTH_FIELD_MESSAGES.passwordTooShort).toBe('Password must be at least 6 characters long.')
    expect(AUTH_FIELD_MESSAGES.emailInvalid).toBe('Invalid email address.')
    expect(AUTH_FIELD_MESSAGES.fullNameRequired).toBe('Full name is required.')
  })
})

describe('login schema', () => {
  it('requires an email and a password', () => {
    expect(fieldMessages(loginSchema, EMPTY_LOGIN_FORM)).toEqual({
      email: ['Email is required.'],
      password: ['Password is required.'],
    })
    expect(fieldMessages(loginSchema, { email: '   ', password: '' })).toEqual({
      email: ['Email is required.'],
      password: ['Password is required.'],
    })
  })

  it.each(['ada', 'ada@example', '@example.com', 'ada @example.com'])('rejects the email %j', (email) => {
    expect(fieldMessages(loginSchema, { email, password: 'x' })).toEqual({ email: ['Invalid email address.'] })
  })

  it('trims the email, never the password, and does not judge the password length at login', () => {
    expect(loginSchema.parse({ email: ' ada@example.com ', password: ' abc ' })).toEqual({
      email: 'ada@example.com',
      password: ' abc ',
    })
  })
})

describe('sign-up schema', () => {
  it('requires full name, email and password', () => {
    expect(fieldMessages(signUpSchema, EMPTY_SIGN_UP_FORM)).toEqual({
      fullName: ['Full name is required.'],
      email: ['Email is required.'],
      password: ['Password is required.'],
    })
    expect(fieldMessages(signUpSchema, { ...signUp, fullName: ' \t ' })).toEqual({
      fullName: ['Full name is required.'],
    })
  })

  it('needs the passwords to match, an empty confirmation included', () => {
    expect(fieldMessages(signUpSchema, { ...signUp, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: ['Passwords do not match.'],
    })
    expect(fieldMessages(signUpSchema, { ...signUp, confirmPassword: '' })).toEqual({
      confirmPassword: ['Passwords do not match.'],
    })
    expect(fieldMessages(signUpSchema, { ...signUp, confirmPassword: 'secret1 ' })).toEqual({
      confirmPassword: ['Passwords do not match.'],
    })
  })

  it('needs at least 6 characters', () => {
    expect(fieldMessages(signUpSchema, { ...signUp, password: 'abcde', confirmPassword: 'abcde' })).toEqual({
      password: ['Password must be at least 6 characters long.'],
    })
    expect(fieldMessages(signUpSchema, { ...signUp, password: 'abcdef', confirmPassword: 'abcdef' })).toEqual({})
  })

  it('reports the match together with the other fields', () => {
    expect(fieldMessages(signUpSchema, { ...signUp, fullName: '', email: 'nope', confirmPassword: 'other' })).toEqual({
      fullName: ['Full name is required.'],
      email: ['Invalid email address.'],
      confirmPassword: ['Passwords do not match.'],
    })
  })

  it('gives a trimmed, single-spaced name and trimmed email', () => {
    expect(signUpSchema.parse({ ...signUp, fullName: '  Ada   Lovelace ', email: ' ada@example.com ' })).toEqual({
      ...signUp,
      fullName: 'Ada Lovelace',
    })
  })
})

describe('reset request schema', () => {
  it('needs a valid email', () => {
    expect(fieldMessages(resetRequestSchema, { email: '' })).toEqual({ email: ['Email is required.'] })
    expect(fieldMessages(resetRequestSchema, { email: 'ada@' })).toEqual({ email: ['Invalid email address.'] })
    expect(resetRequestSchema.parse({ email: ' ada@example.com' })).toEqual({ email: 'ada@example.com' })
  })
})

describe('new password schema', () => {
  it('requires both fields', () => {
    expect(fieldMessages(newPasswordSchema, EMPTY_NEW_PASSWORD_FORM)).toEqual({
      newPassword: ['New password is required.'],
      confirmNewPassword: ['Please confirm your new password.'],
    })
    expect(fieldMessages(newPasswordSchema, { newPassword: 'secret1', confirmNewPassword: '' })).toEqual({
      confirmNewPassword: ['Please confirm your new password.'],
    })
  })

  it('needs them to match', () => {
    expect(fieldMessages(newPasswordSchema, { newPassword: 'secret1', confirmNewPassword: 'secret2' })).toEqual({
      confirmNewPassword: ['New passwords do not match.'],
    })
  })

  it('needs at least 6 characters', () => {
    expect(fieldMessages(newPasswordSchema, { newPassword: 'abc', confirmNewPassword: 'abc' })).toEqual({
      newPassword: ['Password must be at least 6 characters long.'],
    })
    expect(fieldMessages(newPasswordSchema, { newPassword: 'abc', confirmNewPassword: 'abd' })).toEqual({
      newPassword: ['Password must be at least 6 characters long.'],
      confirmNewPassword: ['New passwords do not match.'],
    })
  })

  it('accepts matching passwords of 6 or more characters, untrimmed', () => {
    expect(newPasswordSchema.parse({ newPassword: ' pass 1 ', confirmNewPassword: ' pass 1 ' })).toEqual({
      newPassword: ' pass 1 ',
      confirmNewPassword: ' pass 1 ',
    })
  })
})

describe('auth autofill tokens', () => {
  it('fills the login with the saved password and offers new passwords elsewhere', () => {
    expect(AUTH_FIELD_AUTOCOMPLETE.login).toEqual({ email: 'email', password: 'current-password' })
    expect(AUTH_FIELD_AUTOCOMPLETE.signUp).toEqual({
      fullName: 'name',
      email: 'email',
      password: 'new-password',
      confirmPassword: 'new-password',
    })
    expect(AUTH_FIELD_AUTOCOMPLETE.newPassword).toEqual({
      newPassword: 'new-password',
      confirmNewPassword: 'new-password',
    })
    expect(Object.keys(AUTH_FIELD_AUTOCOMPLETE.signUp).sort()).toEqual(Object.keys(EMPTY_SIGN_UP_FORM).sort())
  })
})
