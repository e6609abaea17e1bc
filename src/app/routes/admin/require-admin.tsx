import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useAuthAvailable } from '@/features/auth/api/get-auth-health'
import { assuranceLevelQueryOptions } from '@/features/auth/api/mfa'
import type { AuthArrivalState } from '@/features/auth/lib/auth-arrival'
import { useAuth } from '@/lib/auth'
import { GuardLoading, GuardScreen, SecondFactorUnavailable } from './guard-screens'

const SecondFactorStep = lazy(() => import('./second-factor-step').then((m) => ({ default: m.SecondFactorStep })))

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
  if (status === 'loading') return <GuardLoading />
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
 * up, an admin at aal1 gives a code, before the area opens. The level is read from the session's token
 * (no request), so a session restored in another tab keeps it; only an admin below aal2 loads that step.
 */
function RequireSecondFactor() {
  const level = useQuery(assuranceLevelQueryOptions())
  if (level.isPending) return <GuardLoading />
  if (level.isError) return <SecondFactorUnavailable />
  if (level.data === 'aal2') return <Outlet />
  return (
    <Suspense fallback={<GuardLoading />}>
      <SecondFactorStep />
    </Suspense>
  )
}
