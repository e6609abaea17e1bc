import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { AUTH_TOASTS, AUTH_UNAVAILABLE } from '../lib/auth-toasts'
import { NewPasswordForm } from './new-password-form'

/** The success message stays this long, then the form closes (spec §9). */
export const PASSWORD_CHANGED_MESSAGE_MS = 3000

/** The account settings' password change: closed, open (idle, submitting, error), then success for 3 s. */
export function ChangePassword() {
  const [state, setState] = useState<'closed' | 'open' | 'success'>('closed')

  useEffect(() => {
    if (state !== 'success') return
    const timer = setTimeout(() => setState('closed'), PASSWORD_CHANGED_MESSAGE_MS)
    return () => clearTimeout(timer)
  }, [state])

  return (
    <section aria-labelledby="change-password" className="rounded-2xl border border-brand-100 bg-white p-5">
      <h2 id="change-password" className="text-xl font-bold">
        Password
      </h2>
      {state === 'closed' ? (
        <Button variant="secondary" className="mt-3" onClick={() => setState('open')}>
          Change Password
        </Button>
      ) : null}
      {state === 'success' ? (
        <p role="status" className="mt-3 font-semibold text-leaf-700">
          {AUTH_TOASTS.passwordChanged.description}
        </p>
      ) : null}
      {state === 'open' ? (
        <div className="mt-4 max-w-md space-y-3">
          <NewPasswordForm
            askCurrentPassword
            label="Change password"
            submitLabel="Update Password"
            success={AUTH_TOASTS.passwordChanged}
            unavailableMessage={AUTH_UNAVAILABLE.passwordReset}
            onDone={() => setState('success')}
          />
          <Button variant="ghost" onClick={() => setState('closed')}>
            Cancel
          </Button>
        </div>
      ) : null}
    </section>
  )
}
