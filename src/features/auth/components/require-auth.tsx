import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { ButtonLink } from '@/components/ui/button'
import { PageLoader } from '@/components/ui/page-loader'
import { PageShell } from '@/components/ui/page-shell'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
import { authHealthQueryOptions } from '../api/get-auth-health'
import type { AuthArrivalState } from '../lib/auth-arrival'

/** With Auth unreachable, a login would fail too: the area says so instead of sending the guest to it. */
function AccountUnavailable() {
  return (
    <PageShell
      title="Account Feature Unavailable"
      lead="Your account cannot be reached right now. Please try again later."
    >
      <ButtonLink to={paths.home.getHref()}>Go to Homepage</ButtonLink>
    </PageShell>
  )
}

/**
 * A login-required area: a guest goes to the auth screen, which brings them back here (the origin path in
 * router state) once signed in. The database guards the data; this only spares a guest an empty page.
 */
export function RequireAuth() {
  const { status } = useAuth()
  const location = useLocation()
  const [wasSignedIn, setWasSignedIn] = useState(false)
  if (status === 'signed-in' && !wasSignedIn) setWasSignedIn(true)
  // Asked only of a guest: whether Auth answers decides between the login and the unavailable notice.
  const health = useQuery({ ...authHealthQueryOptions(), enabled: status === 'signed-out' && !wasSignedIn })
  if (status === 'loading') return <PageLoader />
  // Signed out while here (Sign Out, which ends the session before it goes home, or another tab): home, as
  // Sign Out goes, never on to the login screen.
  if (status === 'signed-out' && wasSignedIn) return <Navigate to={paths.home.getHref()} replace />
  const state: AuthArrivalState = { from: `${location.pathname}${location.search}${location.hash}` }
  // A session still owing its second factor (restored at aal1): the login's code step, then back here.
  if (status === 'second-factor') return <Navigate to={paths.checkout.auth.getHref()} state={state} replace />
  if (status === 'signed-out') {
    if (health.isPending) return <PageLoader />
    if (health.data === false) return <AccountUnavailable />
    return <Navigate to={paths.checkout.auth.getHref()} state={state} replace />
  }
  return <Outlet />
}
