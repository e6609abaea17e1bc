import { Navigate, type RouteObject } from 'react-router-dom'
import { paths } from '@/config/paths'
import { area, lazyLayout, type PageRoute } from '../../route-objects'

/** /admin/*: the shop's back office inside the admin frame. */
export function areaRoutes(page: PageRoute): RouteObject[] {
  return [
    {
      id: 'admin',
      path: paths.admin.root.path,
      ...lazyLayout(() => import('@/components/layouts/admin-layout').then((m) => m.AdminLayout)),
      children: area([
        { index: true, element: <Navigate to={paths.admin.dashboard.getHref()} replace /> },
        { path: paths.admin.dashboard.path, ...page(() => import('./dashboard')) },
        { path: paths.admin.products.path, ...page(() => import('./products')) },
        { path: paths.admin.newProduct.path, ...page(() => import('./new-product')) },
        { path: paths.admin.editProduct.path, ...page(() => import('./edit-product')) },
      ]),
    },
  ]
}
