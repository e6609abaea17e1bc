import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom'
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary'
import { PageLoader } from '@/components/ui/page-loader'
import { paths } from '@/config/paths'
import { Root } from './root'
import { area, lazyLayout, lazyPage, type LoadRouteModule, type PageRoute } from './route-objects'

/** The storefront's area route: the account area's routes join it. */
const STOREFRONT = 'storefront'

/**
 * Areas whose route tables load with their code, the first time a navigation enters them: a shopper's
 * first visit downloads none of them, however many screens checkout, account and admin grow.
 */
const AREAS: {
  prefix: string
  parent: string
  load: () => Promise<{ areaRoutes: (page: PageRoute) => RouteObject[] }>
}[] = [
  { prefix: paths.checkout.root.path, parent: 'root', load: () => import('./routes/checkout/routes') },
  { prefix: paths.admin.root.path, parent: 'root', load: () => import('./routes/admin/routes') },
  { prefix: paths.account.root.path, parent: STOREFRONT, load: () => import('./routes/account/routes') },
]

const enters = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  const page = (load: LoadRouteModule) => lazyPage(load, queryClient)

  return [
    {
      id: 'root',
      Component: Root,
      // Crashes outside any area (a layout chunk that fails to load) and the first paint while code loads.
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: PageLoader,
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
            STOREFRONT,
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

/**
 * Adds an area's routes when a navigation first enters it. React Router asks on every path it cannot match and on every path with parameters (the not-found route's `*` included); it skips routes it already has.
 */
export function discoverAreaRoutes(queryClient: QueryClient): PatchRoutesOnNavigationFunction {
  const page = (load: LoadRouteModule) => lazyPage(load, queryClient)
  return async ({ path, patch }) => {
    const entered = AREAS.find((candidate) => enters(path, candidate.prefix))
    if (entered) patch(entered.parent, (await entered.load()).areaRoutes(page))
  }
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient), {
    patchRoutesOnNavigation: discoverAreaRoutes(queryClient),
  })
}
