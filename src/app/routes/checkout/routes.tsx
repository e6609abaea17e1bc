import { Navigate, type RouteObject } from 'react-router-dom'
import { CheckoutLayout } from '@/components/layouts/checkout-layout'
import { paths } from '@/config/paths'
import { area, lazyLayout, type PageRoute } from '../../route-objects'

/** /checkout/*: the steps inside the checkout frame, and the login screen, whose frame depends on who sent it. */
export function areaRoutes(page: PageRoute): RouteObject[] {
  return [
    {
      path: paths.checkout.auth.path,
      ...lazyLayout(() => import('./auth-layout').then((m) => m.AuthLayout)),
      children: area([{ index: true, ...page(() => import('./auth')) }]),
    },
    {
      id: 'checkout',
      path: paths.checkout.root.path,
      // In this chunk already (vite.config.ts: checkout), and the login screen's frame imports it too.
      Component: CheckoutLayout,
      children: area([
        // <Navigate replace> rather than a loader redirect: it replaces the /checkout entry itself,
        // so Back returns to the cart instead of bouncing forward again.
        { index: true, element: <Navigate to={paths.checkout.options.getHref()} replace /> },
        { path: paths.checkout.options.path, ...page(() => import('./options')) },
        {
          // One form above both steps, so what was typed survives moving between them.
          ...page(() => import('./form')),
          children: [
            { path: paths.checkout.shipping.path, ...page(() => import('./shipping')) },
            { path: paths.checkout.payment.path, ...page(() => import('./payment')) },
          ],
        },
        { path: '*', element: <Navigate to={paths.checkout.options.getHref()} replace /> },
      ]),
    },
  ]
}
