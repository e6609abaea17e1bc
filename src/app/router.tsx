import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { createBrowserRouter, Navigate, type LoaderFunction, type RouteObject } from 'react-router-dom'
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary'
import { PageLoader } from '@/components/ui/page-loader'
import { paths } from '@/config/paths'
import { RequireAuth } from '@/features/auth/components/require-auth'
import { Root } from './root'

/** What a route module under app/routes exports: its screen, and a loader factory if it prefetches data. */
interface RouteModule {
  default: ComponentType
  clientLoader?: (queryClient: QueryClient) => LoaderFunction
}

type Load = () => Promise<RouteModule>

/** Each screen is its own chunk, downloaded when first matched (in parallel with its layout's chunk). */
function lazyPage(load: Load, queryClient: QueryClient): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { default: Component, clientLoader } = await load()
      return clientLoader ? { Component, loader: clientLoader(queryClient) } : { Component }
    },
  }
}

function lazyLayout(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) }
}

/**
 * An area's screens sit under a pathless route with its own error boundary, so a crash inside a screen
 * keeps the area's header and footer around the crash message.
 */
function area(children: RouteObject[]): RouteObject[] {
  return [{ ErrorBoundary: RouteErrorBoundary, children }]
}

export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  const page = (load: Load) => lazyPage(load, queryClient)

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
          children: area([
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
            { path: paths.orderConfirmation.path, ...page(() => import('./routes/checkout/order-confirmation')) },
            // Login required: a guest goes to /checkout/auth and comes back here once signed in.
            {
              Component: RequireAuth,
              children: [{ path: paths.account.root.path, ...page(() => import('./routes/account/account')) }],
            },
            // Not behind the guard: without the session its link brings, it says the link has expired.
            { path: paths.account.resetPassword.path, ...page(() => import('./routes/account/reset-password')) },
            { path: paths.notFound.path, ...page(() => import('./not-found')) },
          ]),
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
        {
          path: paths.checkout.root.path,
          ...lazyLayout(() => import('@/components/layouts/checkout-layout').then((m) => m.CheckoutLayout)),
          children: area([
            // <Navigate replace> rather than a loader redirect: it replaces the /checkout entry itself,
            // so Back returns to the cart instead of bouncing forward again.
            { index: true, element: <Navigate to={paths.checkout.options.getHref()} replace /> },
            { path: paths.checkout.options.path, ...page(() => import('./routes/checkout/options')) },
            { path: paths.checkout.auth.path, ...page(() => import('./routes/checkout/auth')) },
            { path: paths.checkout.shipping.path, ...page(() => import('./routes/checkout/shipping')) },
            { path: paths.checkout.payment.path, ...page(() => import('./routes/checkout/payment')) },
            { path: '*', element: <Navigate to={paths.checkout.options.getHref()} replace /> },
          ]),
        },
        {
          path: paths.admin.root.path,
          ...lazyLayout(() => import('@/components/layouts/admin-layout').then((m) => m.AdminLayout)),
          children: area([
            { index: true, element: <Navigate to={paths.admin.dashboard.getHref()} replace /> },
            { path: paths.admin.dashboard.path, ...page(() => import('./routes/admin/dashboard')) },
            { path: paths.admin.products.path, ...page(() => import('./routes/admin/products')) },
            { path: paths.admin.newProduct.path, ...page(() => import('./routes/admin/new-product')) },
            { path: paths.admin.editProduct.path, ...page(() => import('./routes/admin/edit-product')) },
          ]),
        },
      ],
    },
  ]
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient))
}
