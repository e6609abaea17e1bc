import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { isAuthUnavailable } from '../api/auth-errors'
import { EMAIL_TAKEN, useChangeEmail } from '../api/change-email'
import { AUTH_FIELD_AUTOCOMPLETE, resetRequestSchema, type ResetRequestInput } from '../lib/auth-schema'
import { AUTH_UNAVAILABLE } from '../lib/auth-toasts'
import { CHANGE_EMAIL_TEXT } from '../lib/change-email-text'
import { AuthForm, type AuthFieldSpec } from './auth-form'

const fields: AuthFieldSpec<ResetRequestInput>[] = [{ name: 'email', label: 'New Email', type: 'email' }]

/** Moves the account to a new address, confirmed from both mailboxes (see api/change-email). */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const change = useChangeEmail()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<ResetRequestInput, unknown, ResetRequestInput>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  })

  const onValid = async ({ email }: ResetRequestInput) => {
    setSentTo(null)
    setFailure(null)
    if (email.toLowerCase() === currentEmail.toLowerCase()) {
      form.setError('email', { message: CHANGE_EMAIL_TEXT.same }, { shouldFocus: true })
      return
    }
    try {
      await change.mutateAsync(email)
    } catch (error) {
      if ((error as { code?: unknown }).code === EMAIL_TAKEN) {
        form.setError('email', { message: CHANGE_EMAIL_TEXT.taken }, { shouldFocus: true })
      } else {
        setFailure(isAuthUnavailable(error) ? AUTH_UNAVAILABLE.service : CHANGE_EMAIL_TEXT.failed)
      }
      return
    }
    form.reset()
    setSentTo(email)
  }

  return (
    <section aria-labelledby="change-email" className="rounded-2xl border border-brand-100 bg-white p-5">
      <h2 id="change-email" className="text-xl font-bold">
        Email
      </h2>
      <div className="mt-4 max-w-md">
        <AuthForm
          form={form}
          label="Change email"
          fields={fields}
          autoComplete={AUTH_FIELD_AUTOCOMPLETE.resetRequest}
          onValid={onValid}
        >
          {failure ? (
            <p role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-sm font-semibold text-danger-700">
              {failure}
            </p>
          ) : null}
          {sentTo ? (
            <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-sm font-semibold text-leaf-700">
              {CHANGE_EMAIL_TEXT.sent(sentTo)}
            </p>
          ) : null}
          <Button type="submit" className="justify-self-start" disabled={change.isPending}>
            {change.isPending ? 'Sending...' : 'Change Email'}
          </Button>
        </AuthForm>
      </div>
    </section>
  )
}
