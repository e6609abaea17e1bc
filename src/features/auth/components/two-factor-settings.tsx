import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'
import { secondFactorsQueryOptions, useEnrolFactor, useRemoveFactor, useVerifyCode, type Enrolment } from '../api/mfa'
import { enrolSchema, SECOND_FACTOR_TEXT, type EnrolValues } from '../lib/second-factor-schema'
import { SecondFactorForm } from './second-factor-form'

/** Names the new factor, then shows its QR code and key until the first code proves it. */
function EnrolFactor({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const id = useId()
  const enrol = useEnrolFactor()
  const verify = useVerifyCode()
  const [enrolment, setEnrolment] = useState<Enrolment>()
  const form = useForm<EnrolValues>({
    resolver: zodResolver(enrolSchema),
    defaultValues: { name: 'Authenticator app' },
  })
  const error = form.formState.errors.name?.message

  if (!enrolment) {
    const onValid = async ({ name }: EnrolValues) => {
      try {
        setEnrolment(await enrol.mutateAsync(name))
      } catch (e) {
        const taken = (e as { code?: unknown } | null)?.code === 'mfa_factor_name_conflict'
        form.setError('name', {
          message: taken ? 'You already use this name. Please choose another.' : SECOND_FACTOR_TEXT.failed,
        })
      }
    }
    return (
      <form
        noValidate
        aria-label="Set up an authenticator app"
        onSubmit={(e) => void form.handleSubmit(onValid)(e)}
        className="mt-4 grid max-w-md gap-4"
      >
        <Field id={id} label="Name for this authenticator" required error={error}>
          <input
            id={id}
            type="text"
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={controlClass()}
            {...form.register('name', { onChange: () => form.clearErrors('name') })}
          />
        </Field>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={enrol.isPending}>
            {enrol.isPending ? 'Preparing...' : 'Continue'}
          </Button>
          {onCancel ? (
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
    )
  }

  return (
    <div className="mt-4 grid max-w-md gap-4">
      <p>Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy...).</p>
      <img
        src={enrolment.qrCode}
        alt="QR code for your authenticator app"
        width={200}
        height={200}
        className="rounded-xl border border-brand-100 bg-white p-2"
      />
      <p className="text-sm text-ink-muted">
        Can&apos;t scan it? Enter this key instead:{' '}
        <code className="break-all rounded bg-brand-50 px-1.5 py-0.5 font-mono text-ink" data-testid="totp-secret">
          {enrolment.secret}
        </code>
      </p>
      <SecondFactorForm
        label="Verify your authenticator app"
        submitLabel="Verify and Turn On"
        pendingLabel="Verifying..."
        onCode={async (code) => {
          await verify.mutateAsync({ factorId: enrolment.factorId, code })
          onDone()
        }}
      />
    </div>
  )
}

interface TwoFactorSettingsProps {
  /** Called once a new factor is verified (the admin guard opens the area then). */
  onEnabled?: () => void
}

/** Settings -> Two-Factor Authentication: the user's authenticator apps, adding one, removing one with a code. */
export function TwoFactorSettings({ onEnabled }: TwoFactorSettingsProps) {
  const factors = useQuery(secondFactorsQueryOptions())
  const remove = useRemoveFactor()
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<string>()
  const [message, setMessage] = useState<string>()
  const list = factors.data?.factors ?? []

  return (
    <section aria-labelledby="two-factor" className="rounded-2xl border border-brand-100 bg-white p-5">
      <h2 id="two-factor" className="text-xl font-bold">
        Two-Factor Authentication
      </h2>
      <p className="mt-1 text-ink-muted">
        Protect your account with a 6-digit code from an authenticator app each time you log in.
      </p>
      {message ? (
        <p role="status" className="mt-3 font-semibold text-leaf-700">
          {message}
        </p>
      ) : null}
      {factors.isError ? (
        <p role="alert" className="mt-3 font-semibold text-danger-700">
          Could not load your two-factor settings. Please try again later.
        </p>
      ) : null}
      {list.length > 0 ? (
        <ul aria-label="Authenticator apps" className="mt-4 grid gap-3">
          {list.map((factor) => (
            <li key={factor.id} className="rounded-xl border border-brand-100 p-3">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <span className="font-semibold">{factor.name}</span>
                {removing === factor.id ? null : (
                  <Button variant="secondary" onClick={() => setRemoving(factor.id)}>
                    Remove<span className="sr-only"> {factor.name}</span>
                  </Button>
                )}
              </div>
              {removing === factor.id ? (
                <div className="mt-3 max-w-md">
                  <p className="mb-3 text-sm text-ink-muted">Enter a current code from this app to remove it.</p>
                  <SecondFactorForm
                    label={`Remove ${factor.name}`}
                    submitLabel="Remove"
                    pendingLabel="Removing..."
                    onCode={async (code) => {
                      await remove.mutateAsync({ factorId: factor.id, code })
                      setRemoving(undefined)
                      setMessage(`${factor.name} was removed.`)
                    }}
                  >
                    <Button type="button" variant="ghost" onClick={() => setRemoving(undefined)}>
                      Cancel
                    </Button>
                  </SecondFactorForm>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : factors.isSuccess ? (
        <p className="mt-3">Two-factor authentication is off.</p>
      ) : null}
      {adding ? (
        <EnrolFactor
          onCancel={() => setAdding(false)}
          onDone={() => {
            setAdding(false)
            setMessage('Two-factor authentication is on.')
            onEnabled?.()
          }}
        />
      ) : factors.isSuccess ? (
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            setMessage(undefined)
            setAdding(true)
          }}
        >
          {list.length > 0 ? 'Add Another Authenticator App' : 'Set Up Two-Factor Authentication'}
        </Button>
      ) : null}
    </section>
  )
}
