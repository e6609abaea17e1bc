import { Navigate, type RouteObject } from 'react-router-dom'
import { paths } from '@/config/paths'
import { area, lazyLayout, type PageRoute } from '../../route-objects'

/** /admin/*: the shop's back office inside the admin frame, behind the admin guard. */
export function areaRoutes(page: PageRoute): RouteObject[] {
  return [
    {
      id: 'admin',
      path: paths.admin.root.path,
      children: [
        // Redirected before the guard, so everyone lands on the dashboard's address.
        { index: true, element: <Navigate to={paths.admin.dashboard.getHref()} replace /> },
        {
          id: 'admin-guard',
          ...lazyLayout(() => import('./require-admin').then((m) => m.RequireAdmin)),
          children: [
            {
              id: 'admin-layout',
              ...lazyLayout(() => import('@/components/layouts/admin-layout').then((m) => m.AdminLayout)),
              children: area([
                { path: paths.admin.dashboard.path, ...page(() => import('./dashboard')) },
                { path: paths.admin.products.path, ...page(() => import('./products')) },
                { path: paths.admin.newProduct.path, ...page(() => import('./new-product')) },
                { path: paths.admin.editProduct.path, ...page(() => import('./edit-product')) },
                { path: paths.admin.orders.path, ...page(() => import('./orders')) },
                { path: paths.admin.order.path, ...page(() => import('./order')) },
                { path: paths.admin.customers.path, ...page(() => import('./customers')) },
                { path: paths.admin.messages.path, ...page(() => import('./messages')) },
              ]),
            },
          ],
        },
      ],
    },
  ]
}
