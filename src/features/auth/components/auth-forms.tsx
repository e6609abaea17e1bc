import type { AuthArrival, AuthEntryMode } from '../lib/auth-arrival'
import { ForgotPasswordForm } from './forgot-password-form'
import { LoginForm } from './login-form'
import { SignUpForm } from './sign-up-form'

/** The auth screen's forms: the two it toggles between, and the reset request. */
export type AuthMode = AuthEntryMode | 'forgot'

export interface AuthFormsProps {
  mode: AuthMode
  arrival: AuthArrival
  /** The address typed or confirmed so far: each form starts from it. */
  email: string
  disabled: boolean
  /** The session owes its second factor: the login form's code step. */
  codeDue: boolean
  onSignedIn: () => Promise<void>
  onUnavailable: () => void
  onSwitch: (mode: AuthMode) => void
  /** A sign-up whose address must be confirmed first. */
  onConfirmationSent: (email: string) => void
  onCancelCode: () => Promise<unknown>
}

/**
 * The form of the auth screen's mode. Its own module, loaded lazily by the screen: react-hook-form, zod and
 * the forms' code (about 36 kB gzip) would otherwise hold back the screen's frame and heading.
 */
export default function AuthForms({
  mode,
  arrival,
  email,
  disabled,
  codeDue,
  onSignedIn,
  onUnavailable,
  onSwitch,
  onConfirmationSent,
  onCancelCode,
}: AuthFormsProps) {
  if (mode === 'login')
    return (
      <LoginForm
        defaultEmail={email}
        disabled={disabled}
        onSignedIn={onSignedIn}
        onUnavailable={onUnavailable}
        onForgotPassword={() => onSwitch('forgot')}
        linkReturnPath={arrival.destination}
        codeDue={codeDue}
        onCancelCode={onCancelCode}
      />
    )
  if (mode === 'signup')
    return (
      <SignUpForm
        defaultEmail={email}
        defaultFullName={arrival.fullName}
        returnPath={arrival.confirmationReturn}
        disabled={disabled}
        onSignedIn={onSignedIn}
        onUnavailable={onUnavailable}
        onConfirmationSent={onConfirmationSent}
      />
    )
  return (
    <ForgotPasswordForm
      defaultEmail={email}
      disabled={disabled}
      onUnavailable={onUnavailable}
      onDone={() => onSwitch('login')}
    />
  )
}
