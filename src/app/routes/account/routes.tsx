import type { RouteObject } from 'react-router-dom'
import { accountPaths } from '@/config/account-paths'
import { paths } from '@/config/paths'
import { area, lazyLayout, type PageRoute } from '../../route-objects'

/** /account/*: inside the storefront's frame. */
export function areaRoutes(page: PageRoute): RouteObject[] {
  return [
    {
      // Login required: a guest goes to /checkout/auth and comes back here once signed in.
      id: 'account',
      ...lazyLayout(() => import('@/features/auth/components/require-auth').then((m) => m.RequireAuth)),
      children: [
        {
          // The sections' sidebar (a menu on small screens) and Sign Out; each section its own URL.
          id: 'account-frame',
          ...lazyLayout(() => import('./layout').then((m) => m.AccountFrame)),
          children: area([
            { path: paths.account.root.path, ...page(() => import('./account')) },
            { path: accountPaths.orders.path, ...page(() => import('./orders')) },
            { path: accountPaths.wishlist.path, ...page(() => import('./wishlist')) },
            { path: accountPaths.addresses.path, ...page(() => import('./addresses')) },
            { path: accountPaths.points.path, ...page(() => import('./points')) },
            { path: accountPaths.settings.path, ...page(() => import('./settings')) },
          ]),
        },
      ],
    },
    // Not behind the guard: without the session its link brings, it says the link has expired.
    { id: 'account-reset-password', path: accountPaths.resetPassword.path, ...page(() => import('./reset-password')) },
  ]
}
