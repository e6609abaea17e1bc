import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { toast } from '@/stores/toast'
import { isAuthUnavailable } from '../api/auth-errors'
import { useSignUp } from '../api/sign-up'
import {
  AUTH_FIELD_AUTOCOMPLETE,
  EMPTY_SIGN_UP_FORM,
  signUpSchema,
  type SignUpInput,
  type SignUpValues,
} from '../lib/auth-schema'
import { AUTH_TOASTS, AUTH_UNAVAILABLE } from '../lib/auth-toasts'
import { AuthForm, type AuthFieldSpec } from './auth-form'

const fields: AuthFieldSpec<SignUpInput>[] = [
  { name: 'fullName', label: 'Full Name' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'password', label: 'Password', type: 'password' },
  { name: 'confirmPassword', label: 'Confirm Password', type: 'password' },
]

interface SignUpFormProps {
  defaultEmail: string
  defaultFullName: string
  /** Where the confirmation link brings the new member back, signed in. */
  returnPath: string
  disabled: boolean
  onSignedIn: () => Promise<void>
  /** The e-mail address must be confirmed first (a link is mailed): back to the login form. */
  onConfirmationSent: (email: string) => void
  onUnavailable: () => void
}

export function SignUpForm({
  defaultEmail,
  defaultFullName,
  returnPath,
  disabled,
  onSignedIn,
  onConfirmationSent,
  onUnavailable,
}: SignUpFormProps) {
  const signUp = useSignUp()
  const form = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { ...EMPTY_SIGN_UP_FORM, fullName: defaultFullName, email: defaultEmail },
    reValidateMode: 'onSubmit',
  })

  const onValid = async ({ fullName, email, password }: SignUpValues) => {
    let signedIn: boolean
    try {
      ;({ signedIn } = await signUp.mutateAsync({ fullName, email, password, returnPath }))
    } catch (error) {
      if (isAuthUnavailable(error)) {
        toast({ ...AUTH_TOASTS.signupFailed, description: AUTH_UNAVAILABLE.auth })
        onUnavailable()
      } else {
        toast(AUTH_TOASTS.signupFailed)
      }
      return
    }
    if (!signedIn) {
      toast(AUTH_TOASTS.checkYourEmail)
      onConfirmationSent(email)
      return
    }
    toast(AUTH_TOASTS.signupSuccessful)
    await onSignedIn()
  }

  return (
    <AuthForm
      form={form}
      label="Create account"
      fields={fields}
      autoComplete={AUTH_FIELD_AUTOCOMPLETE.signUp}
      onValid={onValid}
    >
      <Button type="submit" size="lg" disabled={disabled || signUp.isPending}>
        {signUp.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </AuthForm>
  )
}
