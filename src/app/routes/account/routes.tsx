import type { RouteObject } from 'react-router-dom'
import { paths } from '@/config/paths'
import { lazyLayout, type PageRoute } from '../../route-objects'

/** /account/*: inside the storefront's frame. */
export function areaRoutes(page: PageRoute): RouteObject[] {
  return [
    {
      // Login required: a guest goes to /checkout/auth and comes back here once signed in.
      id: 'account',
      ...lazyLayout(() => import('@/features/auth/components/require-auth').then((m) => m.RequireAuth)),
      children: [{ path: paths.account.root.path, ...page(() => import('./account')) }],
    },
    // Not behind the guard: without the session its link brings, it says the link has expired.
    { id: 'account-reset-password', path: paths.account.resetPassword.path, ...page(() => import('./reset-password')) },
  ]
}
