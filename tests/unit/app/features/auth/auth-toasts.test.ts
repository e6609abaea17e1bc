import { describe, expect, it } from 'vitest'
import {
  AUTH_TOASTS,
  AUTH_UNAVAILABLE,
  LOGIN_FAILED_TEXT,
  loginFailedToast,
  passwordChangeFailedToast,
} from '@/features/auth/lib/auth-toasts'

describe('auth toasts', () => {
  it('words the spec texts exactly', () => {
    expect(AUTH_UNAVAILABLE).toEqual({
      auth: 'Authentication service unavailable. Please try again later.',
      service: 'Service unavailable.',
      passwordReset: 'Password reset service is currently unavailable. Please ensure Supabase integration is complete.',
    })
    expect(AUTH_TOASTS.signupFailed).toMatchObject({
      title: 'Signup Failed',
      description: 'Could not create account. Please try again.',
    })
    expect(AUTH_TOASTS.loginSuccessful.title).toBe('Login Successful')
    expect(AUTH_TOASTS.signupSuccessful.title).toBe('Signup Successful!')
    // Only where a mail was sent does a toast ask to check it.
    expect(AUTH_TOASTS.signupSuccessful).not.toHaveProperty('description')
    expect(AUTH_TOASTS.checkYourEmail.description).toBe('Please check your email to verify your account.')
    expect(AUTH_TOASTS.loggedOut.title).toBe('Logged Out')
    expect(AUTH_TOASTS.logoutFailed.description).toBe('Could not log out. Please try again.')
    expect(AUTH_TOASTS.passwordResetEmailSent).toMatchObject({
      title: 'Password Reset Email Sent',
      description: 'If an account exists for this email, a password reset link has been sent.',
    })
    expect(AUTH_TOASTS.passwordUpdated.title).toBe('Password Updated')
    expect(AUTH_TOASTS.passwordChanged).toMatchObject({
      title: 'Success',
      description: 'Your password has been changed.',
    })
  })

  it('keeps the check-your-email toast for 10 seconds', () => {
    expect(AUTH_TOASTS.checkYourEmail).toMatchObject({ title: 'Check Your Email', duration: 10000 })
  })

  it('shows the server message on login failure, else the generic text', () => {
    expect(LOGIN_FAILED_TEXT).toBe('Oops! Please check your email or password.')
    expect(loginFailedToast('Invalid login credentials')).toMatchObject({
      title: 'Login Failed',
      description: 'Invalid login credentials',
      variant: 'destructive',
    })
    expect(loginFailedToast().description).toBe(LOGIN_FAILED_TEXT)
    expect(loginFailedToast(' ').description).toBe(LOGIN_FAILED_TEXT)
  })

  it('shows the service message on a failed password change, else the generic text', () => {
    expect(passwordChangeFailedToast('Password should be different.')).toMatchObject({
      title: 'Error',
      description: 'Password should be different.',
      variant: 'destructive',
    })
    expect(passwordChangeFailedToast(null).description).toBe('Failed to update password.')
  })
})
