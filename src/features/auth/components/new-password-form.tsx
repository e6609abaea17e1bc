import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { toast, type ToastInput } from '@/stores/toast'
import { isAuthUnavailable } from '../api/auth-errors'
import { CURRENT_PASSWORD_REFUSED, useUpdatePassword } from '../api/update-password'
import {
  AUTH_FIELD_AUTOCOMPLETE,
  AUTH_FIELD_MESSAGES,
  changePasswordSchema,
  EMPTY_CHANGE_PASSWORD_FORM,
  resetPasswordSchema,
  type ChangePasswordInput,
} from '../lib/auth-schema'
import { AUTH_TOASTS, AUTH_UNAVAILABLE, passwordChangeFailedToast } from '../lib/auth-toasts'
import { AuthForm, type AuthFieldSpec } from './auth-form'

const currentField: AuthFieldSpec<ChangePasswordInput> = {
  name: 'currentPassword',
  label: 'Current Password',
  type: 'password',
}

const newFields: AuthFieldSpec<ChangePasswordInput>[] = [
  { name: 'newPassword', label: 'New Password', type: 'password' },
  { name: 'confirmNewPassword', label: 'Confirm New Password', type: 'password' },
]

interface NewPasswordFormProps {
  onDone: () => void
  /** The account settings ask for the current password (Auth checks it); the reset screen cannot. */
  askCurrentPassword?: boolean
  /** The form's accessible name. */
  label?: string
  submitLabel?: string
  /** The toast on success. */
  success?: ToastInput
  /** What the failure toast says when the service cannot be reached. */
  unavailableMessage?: string
}

/** Sets the signed-in user's new password (after a recovery link signed them in, or from the account settings). */
export function NewPasswordForm({
  onDone,
  askCurrentPassword = false,
  label = 'New password',
  submitLabel = 'Set New Password',
  success = AUTH_TOASTS.passwordUpdated,
  unavailableMessage = AUTH_UNAVAILABLE.service,
}: NewPasswordFormProps) {
  const update = useUpdatePassword()
  const form = useForm<ChangePasswordInput, unknown, ChangePasswordInput>({
    resolver: zodResolver(askCurrentPassword ? changePasswordSchema : resetPasswordSchema),
    defaultValues: EMPTY_CHANGE_PASSWORD_FORM,
    reValidateMode: 'onSubmit',
  })

  const onValid = async ({ newPassword, currentPassword }: ChangePasswordInput) => {
    try {
      await update.mutateAsync({
        password: newPassword,
        currentPassword: askCurrentPassword ? currentPassword : undefined,
      })
    } catch (error) {
      const code = (error as { code?: unknown }).code
      if (askCurrentPassword && typeof code === 'string' && CURRENT_PASSWORD_REFUSED.has(code)) {
        // GoTrue says "Current password required" for a wrong one too: the field says what is wrong.
        const message = AUTH_FIELD_MESSAGES.currentPasswordIncorrect
        form.setError('currentPassword', { message }, { shouldFocus: true })
        toast(passwordChangeFailedToast(message))
        return
      }
      toast(
        isAuthUnavailable(error)
          ? passwordChangeFailedToast(unavailableMessage)
          : passwordChangeFailedToast((error as { message?: string }).message),
      )
      return
    }
    form.reset()
    toast(success)
    onDone()
  }

  return (
    <AuthForm
      form={form}
      label={label}
      fields={askCurrentPassword ? [currentField, ...newFields] : newFields}
      autoComplete={AUTH_FIELD_AUTOCOMPLETE.changePassword}
      onValid={onValid}
    >
      <Button type="submit" size="lg" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : submitLabel}
      </Button>
    </AuthForm>
  )
}
