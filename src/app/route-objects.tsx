import type { QueryClient } from '@tanstack/react-query'
import { use, type ComponentType } from 'react'
import {
  Navigate,
  Outlet,
  useLocation,
  useParams,
  type Location,
  type Params,
  type RouteObject,
} from 'react-router-dom'
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary'
import { useNavigationKey } from '@/lib/navigation-pending'

export interface RouteLoaderArgs {
  request: { url: string }
  params: Params
}

/** A loader's answer: nothing, or another address to go to instead (the login, for a guest). */
export type RouteLoaderResult = { redirectTo: string } | null

export type RouteLoader = (args: RouteLoaderArgs) => RouteLoaderResult | Promise<RouteLoaderResult>

/** What a route module under app/routes exports: its screen, and a loader factory if it prefetches data. */
interface RouteModule {
  default: ComponentType
  clientLoader?: (queryClient: QueryClient) => RouteLoader
}

export type LoadRouteModule = () => Promise<RouteModule>

/**
 * What a lazy route keeps in its `handle`: the router calls `prepare` when a navigation matches the route,
 * before it shows the location (router.tsx), so code and data start together and the old page stays meanwhile.
 */
export interface LazyRouteHandle {
  prepare: (navigationKey: string, args: RouteLoaderArgs) => Promise<RouteLoaderResult>
}

/** Makes a lazily loaded screen route (see `lazyPage`) with the app's query client bound in. */
export type PageRoute = (load: LoadRouteModule) => Pick<RouteObject, 'element' | 'handle'>

export const locationUrl = ({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  new URL(`${pathname}${search}${hash}`, window.location.origin).href

interface Readable<T> {
  promise: Promise<T>
  settled: { done: boolean; value?: T }
}

/** A promise whose value a render can read at once once it has settled (see `useSettled`). */
function readable<T>(promise: Promise<T>): Readable<T> {
  const settled: Readable<T>['settled'] = { done: false }
  promise.then((value) => Object.assign(settled, { done: true, value })).catch(() => undefined)
  return { promise, settled }
}

/** The value, without suspending once it is there; suspends until then, throws its failure. */
function useSettled<T>({ promise, settled }: Readable<T>): T {
  return settled.done ? (settled.value as T) : use(promise)
}

/** Loads kept per route: each navigation runs the loader again, as a data router's would. */
const KEPT_LOADS = 20

/**
 * Each screen is its own chunk, downloaded when a navigation first matches it (in parallel with its layout's
 * chunk); its loader runs on every navigation to it, before the screen renders.
 */
export function lazyPage(load: LoadRouteModule, queryClient: QueryClient): Pick<RouteObject, 'element' | 'handle'> {
  let module: Promise<RouteModule> | undefined
  const loads = new Map<string, Readable<{ Component: ComponentType; result: RouteLoaderResult }>>()
  const start = (key: string, args: RouteLoaderArgs) => {
    let loading = loads.get(key)
    if (!loading) {
      loading = readable(
        (module ??= load()).then(async ({ default: Component, clientLoader }) => ({
          Component,
          result: clientLoader ? await clientLoader(queryClient)(args) : null,
        })),
      )
      loads.set(key, loading)
      if (loads.size > KEPT_LOADS) loads.delete(loads.keys().next().value as string)
    }
    return loading
  }
  const handle: LazyRouteHandle = { prepare: (key, args) => start(key, args).promise.then(({ result }) => result) }

  function LazyPage() {
    const location = useLocation()
    const params = useParams()
    const key = useNavigationKey()
    // Started by the router before it showed this location (router.tsx); here only if that was skipped.
    const loading = loads.get(key) ?? start(key, { request: { url: locationUrl(location) }, params })
    const { Component, result } = useSettled(loading)
    return result ? <Navigate to={result.redirectTo} replace /> : <Component />
  }
  return { element: <LazyPage />, handle }
}

/**
 * A layout in its own chunk, downloaded with the first page under it. Once loaded it renders at once (no
 * suspending, unlike React.lazy), so a first screen the router waited for commits whole.
 */
export function lazyLayout(load: () => Promise<ComponentType>): Pick<RouteObject, 'element' | 'handle'> {
  let loading: Readable<{ Layout: ComponentType }> | undefined
  const preload = () => (loading ??= readable(load().then((Layout) => ({ Layout }))))
  const handle: LazyRouteHandle = { prepare: () => preload().promise.then(() => null) }
  function LazyLayout() {
    const { Layout } = useSettled(preload())
    return <Layout />
  }
  return { element: <LazyLayout />, handle }
}

const areaFrame = (
  <RouteErrorBoundary>
    <Outlet />
  </RouteErrorBoundary>
)

/**
 * An area's screens sit under a pathless route with its own error boundary, so a crash inside a screen
 * keeps the area's header and footer around the crash message.
 */
export function area(children: RouteObject[], id?: string): RouteObject[] {
  return [{ id, element: areaFrame, children }]
}
