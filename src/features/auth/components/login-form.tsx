import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { toast } from '@/stores/toast'
import { isAuthUnavailable } from '../api/auth-errors'
import { useSignIn } from '../api/sign-in'
import {
  AUTH_FIELD_AUTOCOMPLETE,
  EMPTY_LOGIN_FORM,
  loginSchema,
  type LoginInput,
  type LoginValues,
} from '../lib/auth-schema'
import { AUTH_TOASTS, AUTH_UNAVAILABLE, LOGIN_FAILED_TEXT, loginFailedToast } from '../lib/auth-toasts'
import { AuthForm, type AuthFieldSpec } from './auth-form'

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
}

export function LoginForm({ defaultEmail, disabled, onSignedIn, onUnavailable, onForgotPassword }: LoginFormProps) {
  const signIn = useSignIn()
  const [failed, setFailed] = useState(false)
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
    toast(AUTH_TOASTS.loginSuccessful)
    await onSignedIn()
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
    </AuthForm>
  )
}
