import { TOAST_DURATION, type ToastInput } from '@/stores/toast'

/** The texts the auth screens show when the backend is unreachable. */
export const AUTH_UNAVAILABLE = {
  /** Login and sign-up. */
  auth: 'Authentication service unavailable. Please try again later.',
  /** Reset e-mail and password update. */
  service: 'Service unavailable.',
  /** The password change form's notice. */
  passwordReset: 'Password reset service is currently unavailable. Please ensure Supabase integration is complete.',
} as const

/** What the login form always shows on failure (the toast shows the server's message when there is one). */
export const LOGIN_FAILED_TEXT = 'Oops! Please check your email or password.'

/** The auth toasts, worded as the spec gives them. */
export const AUTH_TOASTS = {
  loginSuccessful: { title: 'Login Successful', duration: TOAST_DURATION.default },
  signupFailed: {
    title: 'Signup Failed',
    description: 'Could not create account. Please try again.',
    variant: 'destructive',
    duration: TOAST_DURATION.default,
  },
  // Signed in at once (a project that does not confirm addresses): no mail was sent, so none of the spec's
  // "... check your email to verify your account", which Check Your Email says when it is true.
  signupSuccessful: { title: 'Signup Successful!', duration: TOAST_DURATION.default },
  /** Sign-up that needs e-mail confirmation (config.toml, as hosted projects): 10 seconds. */
  checkYourEmail: {
    title: 'Check Your Email',
    description: 'Please check your email to verify your account.',
    duration: TOAST_DURATION.veryLong,
  },
  loggedOut: { title: 'Logged Out', duration: TOAST_DURATION.default },
  logoutFailed: {
    title: 'Logout Failed',
    description: 'Could not log out. Please try again.',
    variant: 'destructive',
    duration: TOAST_DURATION.default,
  },
  passwordResetEmailSent: {
    title: 'Password Reset Email Sent',
    description: 'If an account exists for this email, a password reset link has been sent.',
    duration: TOAST_DURATION.default,
  },
  passwordUpdated: { title: 'Password Updated', duration: TOAST_DURATION.default },
  passwordChanged: {
    title: 'Success',
    description: 'Your password has been changed.',
    duration: TOAST_DURATION.default,
  },
} as const satisfies Record<string, ToastInput>

/** Login failed: the server's message, else the generic one. */
export function loginFailedToast(serverMessage?: string | null): ToastInput {
  return {
    title: 'Login Failed',
    description: serverMessage?.trim() || LOGIN_FAILED_TEXT,
    variant: 'destructive',
    duration: TOAST_DURATION.default,
  }
}

/** The password change failed: the service's message, else the generic one. */
export function passwordChangeFailedToast(serviceMessage?: string | null): ToastInput {
  return {
    title: 'Error',
    description: serviceMessage?.trim() || 'Failed to update password.',
    variant: 'destructive',
    duration: TOAST_DURATION.default,
  }
}
