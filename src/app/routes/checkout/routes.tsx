import { Navigate, type RouteObject } from 'react-router-dom'
import { paths } from '@/config/paths'
import { area, lazyLayout, type PageRoute } from '../../route-objects'

/** /checkout/*: the steps inside the checkout frame. */
export function areaRoutes(page: PageRoute): RouteObject[] {
  return [
    {
      id: 'checkout',
      path: paths.checkout.root.path,
      ...lazyLayout(() => import('@/components/layouts/checkout-layout').then((m) => m.CheckoutLayout)),
      children: area([
        // <Navigate replace> rather than a loader redirect: it replaces the /checkout entry itself,
        // so Back returns to the cart instead of bouncing forward again.
        { index: true, element: <Navigate to={paths.checkout.options.getHref()} replace /> },
        { path: paths.checkout.options.path, ...page(() => import('./options')) },
        { path: paths.checkout.auth.path, ...page(() => import('./auth')) },
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
