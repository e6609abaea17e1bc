import { Navigate, type RouteObject } from 'react-router-dom'
import { adminPaths } from '@/config/admin-paths'
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
        { index: true, element: <Navigate to={adminPaths.dashboard.getHref()} replace /> },
        {
          id: 'admin-guard',
          ...lazyLayout(() => import('./require-admin').then((m) => m.RequireAdmin)),
          children: [
            {
              id: 'admin-layout',
              ...lazyLayout(() => import('@/components/layouts/admin-layout').then((m) => m.AdminLayout)),
              children: area([
                { path: adminPaths.dashboard.path, ...page(() => import('./dashboard')) },
                { path: adminPaths.products.path, ...page(() => import('./products')) },
                { path: adminPaths.newProduct.path, ...page(() => import('./new-product')) },
                { path: adminPaths.editProduct.path, ...page(() => import('./edit-product')) },
                { path: adminPaths.orders.path, ...page(() => import('./orders')) },
                { path: adminPaths.order.path, ...page(() => import('./order')) },
                { path: adminPaths.customers.path, ...page(() => import('./customers')) },
                { path: adminPaths.customer.path, ...page(() => import('./customer')) },
                { path: adminPaths.messages.path, ...page(() => import('./messages')) },
                { path: adminPaths.promoCodes.path, ...page(() => import('./promo-codes')) },
                { path: adminPaths.blogPosts.path, ...page(() => import('./blog-posts')) },
                { path: adminPaths.newBlogPost.path, ...page(() => import('./new-blog-post')) },
                { path: adminPaths.editBlogPost.path, ...page(() => import('./edit-blog-post')) },
                { path: adminPaths.settings.path, ...page(() => import('./settings')) },
              ]),
            },
            // A print view: no admin frame around it.
            ...area([{ path: adminPaths.packingSlip.path, ...page(() => import('./packing-slip')) }]),
          ],
        },
      ],
    },
  ]
}
