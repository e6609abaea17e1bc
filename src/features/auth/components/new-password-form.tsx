import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { toast, type ToastInput } from '@/stores/toast'
import { isAuthUnavailable } from '../api/auth-errors'
import { useUpdatePassword } from '../api/update-password'
import {
  AUTH_FIELD_AUTOCOMPLETE,
  EMPTY_NEW_PASSWORD_FORM,
  newPasswordSchema,
  type NewPasswordInput,
} from '../lib/auth-schema'
import { AUTH_TOASTS, AUTH_UNAVAILABLE, passwordChangeFailedToast } from '../lib/auth-toasts'
import { AuthForm, type AuthFieldSpec } from './auth-form'

const fields: AuthFieldSpec<NewPasswordInput>[] = [
  { name: 'newPassword', label: 'New Password', type: 'password' },
  { name: 'confirmNewPassword', label: 'Confirm New Password', type: 'password' },
]

interface NewPasswordFormProps {
  onDone: () => void
  submitLabel?: string
  /** The toast on success. */
  success?: ToastInput
  /** What the failure toast says when the service cannot be reached. */
  unavailableMessage?: string
}

/** Sets the signed-in user's new password (after a recovery link signed them in, or from the account settings). */
export function NewPasswordForm({
  onDone,
  submitLabel = 'Set New Password',
  success = AUTH_TOASTS.passwordUpdated,
  unavailableMessage = AUTH_UNAVAILABLE.service,
}: NewPasswordFormProps) {
  const update = useUpdatePassword()
  const form = useForm<NewPasswordInput, unknown, NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: EMPTY_NEW_PASSWORD_FORM,
    reValidateMode: 'onSubmit',
  })

  const onValid = async ({ newPassword }: NewPasswordInput) => {
    try {
      await update.mutateAsync(newPassword)
    } catch (error) {
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
      label="New password"
      fields={fields}
      autoComplete={AUTH_FIELD_AUTOCOMPLETE.newPassword}
      onValid={onValid}
    >
      <Button type="submit" size="lg" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : submitLabel}
      </Button>
    </AuthForm>
  )
}
