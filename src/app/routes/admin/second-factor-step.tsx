import { useQuery } from '@tanstack/react-query'
import { Outlet } from 'react-router-dom'
import { secondFactorsQueryOptions, useVerifyCode } from '@/features/auth/api/mfa'
import { SecondFactorForm } from '@/features/auth/components/second-factor-form'
import { TwoFactorSettings } from '@/features/auth/components/two-factor-settings'
import { GuardLoading, GuardScreen, SecondFactorUnavailable } from './guard-screens'

/**
 * An admin whose session is not at aal2: without a factor, they set one up here; with one, they give a code.
 * Loaded only then: its forms (react-hook-form, zod) stay off the pages of an admin already at aal2.
 */
export function SecondFactorStep() {
  const factors = useQuery(secondFactorsQueryOptions())
  const verify = useVerifyCode()
  if (factors.isPending) return <GuardLoading />
  if (factors.isError) return <SecondFactorUnavailable />
  const { factors: list, currentLevel } = factors.data
  const first = list[0]
  if (!first) {
    return (
      <GuardScreen title="Two-Factor Authentication Required">
        <p className="max-w-md text-ink-muted">
          The admin area needs a 6-digit code from an authenticator app. Set one up to continue.
        </p>
        <div className="w-full max-w-lg text-left">
          <TwoFactorSettings onEnabled={() => void factors.refetch()} />
        </div>
      </GuardScreen>
    )
  }
  if (currentLevel !== 'aal2') {
    return (
      <GuardScreen title="Two-Factor Authentication Required">
        <p className="max-w-md text-ink-muted">
          Enter the 6-digit code from your authenticator app to open the admin area.
        </p>
        <div className="w-full max-w-sm text-left">
          <SecondFactorForm
            label="Authentication code"
            submitLabel="Verify"
            pendingLabel="Verifying..."
            onCode={(code) => verify.mutateAsync({ factorId: first.id, code })}
          />
        </div>
      </GuardScreen>
    )
  }
  return <Outlet />
}
