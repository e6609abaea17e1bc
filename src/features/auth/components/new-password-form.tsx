import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { toast } from '@/stores/toast'
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

/** Sets the signed-in user's new password (the recovery link signed them in). */
export function NewPasswordForm({ onDone }: { onDone: () => void }) {
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
          ? passwordChangeFailedToast(AUTH_UNAVAILABLE.service)
          : passwordChangeFailedToast((error as { message?: string }).message),
      )
      return
    }
    toast(AUTH_TOASTS.passwordUpdated)
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
        {update.isPending ? 'Saving...' : 'Set New Password'}
      </Button>
    </AuthForm>
  )
}
