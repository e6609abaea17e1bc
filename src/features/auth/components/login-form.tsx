import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { toast } from '@/stores/toast'
import { isAuthUnavailable } from '../api/auth-errors'
import { secondFactorDue, useVerifyDueCode } from '../api/mfa'
import { useSignIn } from '../api/sign-in'
import { useSendSignInLink } from '../api/sign-in-link'
import {
  AUTH_FIELD_AUTOCOMPLETE,
  EMPTY_LOGIN_FORM,
  loginSchema,
  type LoginInput,
  type LoginValues,
} from '../lib/auth-schema'
import { AUTH_TOASTS, AUTH_UNAVAILABLE, LOGIN_FAILED_TEXT, loginFailedToast } from '../lib/auth-toasts'
import { AuthForm, type AuthFieldSpec } from './auth-form'
import { SecondFactorForm } from './second-factor-form'

/** What the sign-in link's button says once Auth has taken the request (whether or not the account exists). */
export const SIGN_IN_LINK_SENT =
  'Check your email: if an account exists for this address, a sign-in link is on its way.'

const fields: AuthFieldSpec<LoginInput>[] = [
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'password', label: 'Password', type: 'password' },
]

interface LoginFormProps {
  defaultEmail: string
  disabled: boolean
  onSignedIn: () => Promise<void>
  onUnavailable: () => void
  onForgotPassword: () => void
  /** Where the mailed sign-in link lands (signed in). */
  linkReturnPath: string
  /** The session is signed in but still owes the code (restored at aal1): the code step, not the password. */
  codeDue?: boolean
  /** Ends a sign-in abandoned at the code step. */
  onCancelCode: () => Promise<unknown>
}

export function LoginForm({
  defaultEmail,
  disabled,
  onSignedIn,
  onUnavailable,
  onForgotPassword,
  linkReturnPath,
  codeDue = false,
  onCancelCode,
}: LoginFormProps) {
  const signIn = useSignIn()
  const sendLink = useSendSignInLink()
  const verifyCode = useVerifyDueCode()
  const [failed, setFailed] = useState(false)
  const [linkSent, setLinkSent] = useState(false)
  // A verified second factor: the password was right, the code is still due.
  const [codeFor, setCodeFor] = useState<string | null>(null)
  const form = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { ...EMPTY_LOGIN_FORM, email: defaultEmail },
    reValidateMode: 'onSubmit',
  })

  const onValid = async (values: LoginValues) => {
    setFailed(false)
    try {
      await signIn.mutateAsync(values)
    } catch (error) {
      if (isAuthUnavailable(error)) {
        toast(loginFailedToast(AUTH_UNAVAILABLE.auth))
        onUnavailable()
      } else {
        // The same words whatever went wrong: they do not tell which addresses have an account.
        toast(loginFailedToast())
        setFailed(true)
      }
      return
    }
    const due = await secondFactorDue().catch(() => null)
    if (due) {
      setCodeFor(due.factorId)
      return
    }
    toast(AUTH_TOASTS.loginSuccessful)
    await onSignedIn()
  }

  const onSendLink = async () => {
    setLinkSent(false)
    if (!(await form.trigger('email'))) return
    try {
      await sendLink.mutateAsync({ email: form.getValues('email').trim(), returnPath: linkReturnPath })
      setLinkSent(true)
    } catch (error) {
      if (isAuthUnavailable(error)) onUnavailable()
      toast(loginFailedToast(isAuthUnavailable(error) ? AUTH_UNAVAILABLE.auth : null))
    }
  }

  if (codeFor || codeDue) {
    return (
      <div className="grid gap-4">
        <p className="text-ink-muted">Enter the 6-digit code from your authenticator app to finish logging in.</p>
        <SecondFactorForm
          label="Authentication code"
          submitLabel="Verify"
          pendingLabel="Verifying..."
          onCode={async (code) => {
            // A restored session's factor is looked up now.
            await verifyCode.mutateAsync({ code, factorId: codeFor ?? undefined })
            toast(AUTH_TOASTS.loginSuccessful)
            await onSignedIn()
          }}
        >
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setCodeFor(null)
              void onCancelCode()
            }}
          >
            Cancel
          </Button>
        </SecondFactorForm>
      </div>
    )
  }

  return (
    <AuthForm form={form} label="Log in" fields={fields} autoComplete={AUTH_FIELD_AUTOCOMPLETE.login} onValid={onValid}>
      <div>
        <button
          type="button"
          onClick={onForgotPassword}
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Forgot password?
        </button>
      </div>
      {failed ? (
        <p role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-sm font-semibold text-danger-700">
          {LOGIN_FAILED_TEXT}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={disabled || signIn.isPending}>
        {signIn.isPending ? 'Logging In...' : 'Log In'}
      </Button>
      <Button
        type="button"
        variant="secondary"
        disabled={disabled || sendLink.isPending}
        onClick={() => void onSendLink()}
      >
        {sendLink.isPending ? 'Sending Link...' : 'Email me a sign-in link'}
      </Button>
      {linkSent ? (
        <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-sm font-semibold text-leaf-700">
          {SIGN_IN_LINK_SENT}
        </p>
      ) : null}
    </AuthForm>
  )
}
