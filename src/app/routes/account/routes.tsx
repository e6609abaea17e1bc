import type { RouteObject } from 'react-router-dom'
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
            { path: paths.account.orders.path, ...page(() => import('./orders')) },
            { path: paths.account.wishlist.path, ...page(() => import('./wishlist')) },
            { path: paths.account.addresses.path, ...page(() => import('./addresses')) },
            { path: paths.account.points.path, ...page(() => import('./points')) },
            { path: paths.account.settings.path, ...page(() => import('./settings')) },
          ]),
        },
      ],
    },
    // Not behind the guard: without the session its link brings, it says the link has expired.
    { id: 'account-reset-password', path: paths.account.resetPassword.path, ...page(() => import('./reset-password')) },
  ]
}
