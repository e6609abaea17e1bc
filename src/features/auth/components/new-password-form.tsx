import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { toast, type ToastInput } from '@/stores/toast'
import { isAuthUnavailable } from '../api/auth-errors'
import { REAUTHENTICATION_NEEDED, REAUTHENTICATION_REFUSED, useSendReauthenticationCode } from '../api/reauthenticate'
import { CURRENT_PASSWORD_REFUSED, useUpdatePassword, type PasswordUpdate } from '../api/update-password'
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
import { ReauthenticationStep } from './reauthentication-step'

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
  const sendCode = useSendReauthenticationCode()
  // The change Auth held back for a mailed code (a sign-in over a day old): sent again with the code.
  const [held, setHeld] = useState<PasswordUpdate | null>(null)
  const form = useForm<ChangePasswordInput, unknown, ChangePasswordInput>({
    resolver: zodResolver(askCurrentPassword ? changePasswordSchema : resetPasswordSchema),
    defaultValues: EMPTY_CHANGE_PASSWORD_FORM,
    reValidateMode: 'onSubmit',
  })

  const codeOf = (error: unknown) => String((error as { code?: unknown } | null)?.code)
  const fail = (error: unknown) =>
    toast(passwordChangeFailedToast(isAuthUnavailable(error) ? unavailableMessage : (error as Error).message))

  /** Saves the change; a refusal is said on the form or in a toast, a refused mailed code under its field. */
  const save = async (change: PasswordUpdate): Promise<void> => {
    try {
      await update.mutateAsync(change)
    } catch (error) {
      if (askCurrentPassword && CURRENT_PASSWORD_REFUSED.has(codeOf(error))) {
        // GoTrue says "Current password required" for a wrong one too: the field says what is wrong.
        setHeld(null)
        const message = AUTH_FIELD_MESSAGES.currentPasswordIncorrect
        form.setError('currentPassword', { message }, { shouldFocus: true })
        toast(passwordChangeFailedToast(message))
        return
      }
      if (codeOf(error) === REAUTHENTICATION_NEEDED && !change.nonce) {
        try {
          await sendCode.mutateAsync()
          setHeld(change)
        } catch (sendError) {
          fail(sendError)
        }
        return
      }
      // A refused code is said under the code field.
      if (REAUTHENTICATION_REFUSED.has(codeOf(error))) throw error
      fail(error)
      return
    }
    setHeld(null)
    form.reset()
    toast(success)
    onDone()
  }

  const onValid = async ({ newPassword, currentPassword }: ChangePasswordInput) => {
    setHeld(null)
    await save({ password: newPassword, currentPassword: askCurrentPassword ? currentPassword : undefined })
  }

  return (
    <div className="grid gap-4">
      <AuthForm
        form={form}
        label={label}
        fields={askCurrentPassword ? [currentField, ...newFields] : newFields}
        autoComplete={AUTH_FIELD_AUTOCOMPLETE.changePassword}
        onValid={onValid}
      >
        <Button type="submit" size="lg" disabled={update.isPending || sendCode.isPending}>
          {update.isPending || sendCode.isPending ? 'Saving...' : submitLabel}
        </Button>
      </AuthForm>
      {held ? <ReauthenticationStep onCode={(nonce) => save({ ...held, nonce })} /> : null}
    </div>
  )
}
