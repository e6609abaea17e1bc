import type { QueryClient } from '@tanstack/react-query'
import { matchRoutes, type Location, type RouteObject } from 'react-router-dom'
import { paths } from '@/config/paths'
import { Root } from './root'
import { loadAreaOf, loadedAreas, STOREFRONT_ROUTE, type Area } from './areas'
import { area, lazyLayout, lazyPage, locationUrl, type LazyRouteHandle, type LoadRouteModule } from './route-objects'

function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  const page = (load: LoadRouteModule) => lazyPage(load, queryClient)

  return [
    {
      id: 'root',
      element: <Root />,
      children: [
        {
          ...lazyLayout(() => import('@/components/layouts/main-layout').then((m) => m.MainLayout)),
          children: area(
            [
              { index: true, ...page(() => import('./routes/storefront/home')) },
              { path: paths.shop.path, ...page(() => import('./routes/storefront/shop')) },
              { path: paths.product.path, ...page(() => import('./routes/storefront/product')) },
              { path: paths.cart.path, ...page(() => import('./routes/storefront/cart')) },
              { path: paths.about.path, ...page(() => import('./routes/storefront/about')) },
              { path: paths.contact.path, ...page(() => import('./routes/storefront/contact')) },
              { path: paths.faq.path, ...page(() => import('./routes/storefront/faq')) },
              { path: paths.blog.list.path, ...page(() => import('./routes/storefront/blog')) },
              { path: paths.blog.post.path, ...page(() => import('./routes/storefront/blog-post')) },
              { path: paths.products.path, ...page(() => import('./routes/storefront/products')) },
              { path: paths.recipes.path, ...page(() => import('./routes/storefront/recipes')) },
              { path: paths.rewards.path, ...page(() => import('./routes/storefront/rewards')) },
              {
                path: paths.orderConfirmation.path,
                ...page(() => import('./routes/checkout/order-confirmation')),
              },
              { path: paths.notFound.path, ...page(() => import('./not-found')) },
            ],
            STOREFRONT_ROUTE,
          ),
        },
        {
          ...lazyLayout(() => import('@/components/layouts/policy-layout').then((m) => m.PolicyLayout)),
          children: area([
            { path: paths.returnsRefunds.path, ...page(() => import('./routes/storefront/returns-refunds')) },
            { path: paths.shipping.path, ...page(() => import('./routes/storefront/shipping')) },
            { path: paths.privacyPolicy.path, ...page(() => import('./routes/storefront/privacy-policy')) },
            { path: paths.termsOfService.path, ...page(() => import('./routes/storefront/terms-of-service')) },
            { path: paths.terms.path, ...page(() => import('./routes/storefront/terms-of-service')) },
          ]),
        },
      ],
    },
  ]
}

const findRoute = (routes: RouteObject[], id: string): RouteObject | undefined => {
  for (const route of routes) {
    const found = route.id === id ? route : route.children && findRoute(route.children, id)
    if (found) return found
  }
  return undefined
}

/**
 * One table per app (its query client), kept outside React's state: a first render that suspends starts
 * again from scratch, and a new table would load and run everything again. An area's routes join their
 * parent once its code has loaded, and the routes already there stay, their loaded code with them.
 */
const tables = new WeakMap<QueryClient, { routes: RouteObject[]; joined: Set<Area> }>()

export function routesFor(queryClient: QueryClient): RouteObject[] {
  let table = tables.get(queryClient)
  if (!table) tables.set(queryClient, (table = { routes: createAppRoutes(queryClient), joined: new Set() }))
  for (const [candidate, areaRoutes] of loadedAreas) {
    if (table.joined.has(candidate)) continue
    table.joined.add(candidate)
    findRoute(table.routes, candidate.parent)?.children?.push(...areaRoutes((load) => lazyPage(load, queryClient)))
  }
  return table.routes
}

/**
 * What a navigation does before the router shows its location, as a data router's would: the area's table,
 * then every matched route's code and loader at once. Resolves to where a loader sends the visitor instead,
 * if one does. A failure is left to the route's own render, which shows it in its error boundary.
 */
export async function prepareLocation(
  queryClient: QueryClient,
  location: Location,
  navigationKey = location.key,
): Promise<string | null> {
  await loadAreaOf(location.pathname)
  const request = { url: locationUrl(location) }
  const results = await Promise.allSettled(
    (matchRoutes(routesFor(queryClient), location) ?? []).map(
      ({ route, params }) =>
        (route.handle as LazyRouteHandle | undefined)?.prepare(navigationKey, { request, params }) ??
        Promise.resolve(null),
    ),
  )
  for (const result of results) if (result.status === 'fulfilled' && result.value) return result.value.redirectTo
  return null
}
