import type { RouteObject } from 'react-router-dom'
import { paths } from '@/config/paths'
import type { PageRoute } from './route-objects'

/** The storefront's area route: the account area's routes join it. */
export const STOREFRONT_ROUTE = 'storefront'

type AreaRoutes = (page: PageRoute) => RouteObject[]

export interface Area {
  prefix: string
  /** The id of the route the area's routes join. */
  parent: string
  load: () => Promise<{ areaRoutes: AreaRoutes }>
}

/**
 * Areas whose route tables load with their code, the first time a navigation enters them: a shopper's
 * first visit downloads none of them, however many screens checkout, account and admin grow.
 */
const AREAS: Area[] = [
  { prefix: paths.checkout.root.path, parent: 'root', load: () => import('./routes/checkout/routes') },
  { prefix: paths.admin.root.path, parent: 'root', load: () => import('./routes/admin/routes') },
  { prefix: paths.account.root.path, parent: STOREFRONT_ROUTE, load: () => import('./routes/account/routes') },
]

const enters = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)
export const areaOf = (pathname: string) => AREAS.find((candidate) => enters(pathname, candidate.prefix))

export const loadedAreas = new Map<Area, AreaRoutes>()
const loadingAreas = new Map<Area, Promise<void>>()
const failedAreas = new Map<Area, unknown>()

/**
 * Loads the route table of the area `pathname` enters, if it has not loaded yet: the router waits for it
 * before it shows the location (app-router.tsx). A failed download is kept for the crash screen, and
 * tried again on the next navigation there.
 */
export function loadAreaOf(pathname: string): Promise<void> | null {
  const entered = areaOf(pathname)
  if (!entered || loadedAreas.has(entered)) return null
  let loading = loadingAreas.get(entered)
  if (!loading) {
    failedAreas.delete(entered)
    loading = entered.load().then(
      (module) => void loadedAreas.set(entered, module.areaRoutes),
      (error: unknown) => void failedAreas.set(entered, error),
    )
    loading.finally(() => loadingAreas.delete(entered)).catch(() => undefined)
    loadingAreas.set(entered, loading)
  }
  return loading
}

/** Why an area's code is missing, for the crash screen. */
export function areaFailure(entered: Area): Error {
  const failure = failedAreas.get(entered)
  return failure instanceof Error ? failure : new Error(`The ${entered.prefix} pages did not load`)
}
