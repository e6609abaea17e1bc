import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useAuthAvailable } from '@/features/auth/api/get-auth-health'
import { secondFactorsQueryOptions, useVerifyCode } from '@/features/auth/api/mfa'
import { SecondFactorForm } from '@/features/auth/components/second-factor-form'
import { TwoFactorSettings } from '@/features/auth/components/two-factor-settings'
import type { AuthArrivalState } from '@/features/auth/lib/auth-arrival'
import { useAuth } from '@/lib/auth'

function Loading() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center">
      <p role="status" className="flex items-center gap-3 text-ink-muted">
        <span
          aria-hidden="true"
          className="size-8 rounded-full border-4 border-brand-100 border-t-brand-700 motion-safe:animate-spin"
        />
        Loading Admin Area...
      </p>
    </main>
  )
}

function GuardScreen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
    </main>
  )
}

/**
 * Every /admin screen needs a signed-in user whose profile says is_admin. The database refuses admin data
 * to anyone else (RLS and the admin functions); this only shows a non-admin why the area is closed.
 */
export function RequireAdmin() {
  const { status, isAdmin } = useAuth()
  const available = useAuthAvailable()
  const location = useLocation()
  const [wasAdmin, setWasAdmin] = useState(false)
  if (status === 'signed-in' && isAdmin && !wasAdmin) setWasAdmin(true)
  if (!available) {
    return (
      <GuardScreen title="Admin Area Unavailable">
        <p className="max-w-md text-ink-muted">
          The admin area cannot reach the shop&apos;s backend right now. Please try again later.
        </p>
        <ButtonLink to={paths.home.getHref()}>Go to Homepage</ButtonLink>
      </GuardScreen>
    )
  }
  if (status === 'loading') return <Loading />
  // Logout (here or in another tab) ends the session before it goes home: home, not Access Denied.
  if (status === 'signed-out' && wasAdmin) return <Navigate to={paths.home.getHref()} replace />
  if (status === 'signed-out' || !isAdmin) {
    return (
      <GuardScreen title="Access Denied">
        <p className="max-w-md text-ink-muted">You need an administrator account to view this area.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink
            to={paths.checkout.auth.getHref()}
            state={{ from: `${location.pathname}${location.search}` } satisfies AuthArrivalState}
          >
            Login
          </ButtonLink>
          <ButtonLink to={paths.home.getHref()} variant="secondary">
            Go to Homepage
          </ButtonLink>
        </div>
      </GuardScreen>
    )
  }
  return <RequireSecondFactor />
}

/**
 * The database answers an admin only at aal2 (private.is_admin()): an admin without a factor sets one
 * up here, an admin at aal1 gives a code, before the area opens. The level is read from the session,
 * so a session restored in another tab keeps it.
 */
function RequireSecondFactor() {
  const factors = useQuery(secondFactorsQueryOptions())
  const verify = useVerifyCode()
  if (factors.isPending) return <Loading />
  if (factors.isError) {
    return (
      <GuardScreen title="Admin Area Unavailable">
        <p role="alert" className="max-w-md text-ink-muted">
          Could not check your two-factor authentication. Please try again later.
        </p>
        <ButtonLink to={paths.home.getHref()}>Go to Homepage</ButtonLink>
      </GuardScreen>
    )
  }
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
