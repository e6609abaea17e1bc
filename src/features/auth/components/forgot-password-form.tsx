import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/errors'
import { toast } from '@/stores/toast'
import { isAuthUnavailable } from '../api/auth-errors'
import { useRequestPasswordReset } from '../api/request-password-reset'
import { AUTH_FIELD_AUTOCOMPLETE, resetRequestSchema, type ResetRequestInput } from '../lib/auth-schema'
import { AUTH_TOASTS, AUTH_UNAVAILABLE } from '../lib/auth-toasts'
import { AuthForm } from './auth-form'

interface ForgotPasswordFormProps {
  defaultEmail: string
  disabled: boolean
  onDone: () => void
  onUnavailable: () => void
}

/** Mails a link to the reset screen; the same answer whether or not the address has an account. */
export function ForgotPasswordForm({ defaultEmail, disabled, onDone, onUnavailable }: ForgotPasswordFormProps) {
  const request = useRequestPasswordReset()
  const form = useForm<ResetRequestInput, unknown, ResetRequestInput>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: defaultEmail },
    reValidateMode: 'onSubmit',
  })

  const onValid = async ({ email }: ResetRequestInput) => {
    try {
      await request.mutateAsync(email)
    } catch (error) {
      const unavailable = isAuthUnavailable(error)
      if (unavailable) onUnavailable()
      toast({
        title: 'Error',
        description: unavailable ? AUTH_UNAVAILABLE.service : errorMessage(error),
        variant: 'destructive',
      })
      return
    }
    toast(AUTH_TOASTS.passwordResetEmailSent)
    onDone()
  }

  return (
    <AuthForm
      form={form}
      label="Reset password"
      fields={[{ name: 'email', label: 'Email', type: 'email' }]}
      autoComplete={AUTH_FIELD_AUTOCOMPLETE.resetRequest}
      onValid={onValid}
      intro={<p className="text-ink-muted">Enter your email and we will send you a link to choose a new password.</p>}
    >
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" disabled={disabled || request.isPending}>
          {request.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Back to Log In
        </Button>
      </div>
    </AuthForm>
  )
}
