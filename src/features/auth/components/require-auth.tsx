import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { PageLoader } from '@/components/ui/page-loader'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
import type { AuthArrivalState } from '../lib/auth-arrival'

/**
 * A login-required area: a guest goes to the auth screen, which brings them back here (the origin path in
 * router state) once signed in. The database guards the data; this only spares a guest an empty page.
 */
export function RequireAuth() {
  const { status } = useAuth()
  const location = useLocation()
  if (status === 'loading') return <PageLoader />
  if (status === 'signed-out') {
    const state: AuthArrivalState = { from: `${location.pathname}${location.search}${location.hash}` }
    return <Navigate to={paths.checkout.auth.getHref()} state={state} replace />
  }
  return <Outlet />
}
