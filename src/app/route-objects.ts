import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { LoaderFunction, RouteObject } from 'react-router-dom'
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary'

/** What a route module under app/routes exports: its screen, and a loader factory if it prefetches data. */
interface RouteModule {
  default: ComponentType
  clientLoader?: (queryClient: QueryClient) => LoaderFunction
}

export type LoadRouteModule = () => Promise<RouteModule>

/** Makes a lazily loaded screen route (see `lazyPage`) with the app's query client bound in. */
export type PageRoute = (load: LoadRouteModule) => Pick<RouteObject, 'lazy'>

/** Each screen is its own chunk, downloaded when first matched (in parallel with its layout's chunk). */
export function lazyPage(load: LoadRouteModule, queryClient: QueryClient): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { default: Component, clientLoader } = await load()
      return clientLoader ? { Component, loader: clientLoader(queryClient) } : { Component }
    },
  }
}

export function lazyLayout(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) }
}

/**
 * An area's screens sit under a pathless route with its own error boundary, so a crash inside a screen
 * keeps the area's header and footer around the crash message.
 */
export function area(children: RouteObject[], id?: string): RouteObject[] {
  return [{ id, ErrorBoundary: RouteErrorBoundary, children }]
}
