import { vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { json, renderApp, stubNetwork, type NetworkHandler } from '../../support/render-app'
import { saveSession } from '../../support/session'
import { CUSTOMER_ID } from '../orders/order-fixtures'

export type Routes = Record<string, NetworkHandler>

/** PostgREST's answer: an object when `.single()` asked for one, else the rows. */
export const rows = (request: Request, body: unknown[]) =>
  request.headers.get('accept')?.includes('vnd.pgrst.object') ? json(body[0]) : json(body)

/**
 * The app's network for a signed-in customer (Dana, first name "Dana Marie"): `routes` by path
 * (`/rest/v1/orders`), everything else an empty list.
 */
export function stubAccountApi(routes: Routes = {}) {
  return stubNetwork((request) => {
    const { pathname } = new URL(request.url)
    const handler = routes[pathname]
    if (handler) return handler(request)
    if (pathname === '/rest/v1/profiles')
      return rows(request, [{ is_admin: false, first_name: 'Dana Marie', last_name: 'Diner' }])
    return json([])
  })
}

/** No retries, so a failure shows at once. */
export function renderAccount(path: string, { signedIn = true } = {}) {
  if (signedIn) saveSession(CUSTOMER_ID)
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  return renderApp(path, { queryClient })
}

export const requestsTo = (requests: Request[], pathname: string, method = 'GET') =>
  requests.filter((r) => new URL(r.url).pathname === pathname && r.method === method)
