import { vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { renderApp } from '../../support/render-app'
import { rows, stubNetwork, type NetworkHandler } from '../../support/network'
import { saveSession } from '../../support/session'
import { CUSTOMER_ID } from '../orders/order-fixtures'

export type Routes = Record<string, NetworkHandler>

/**
 * The app's network for a signed-in customer (Dana, first name "Dana Marie"): `routes` by path
 * (`/rest/v1/orders`); any other request fails the test.
 */
export function stubAccountApi(routes: Routes = {}) {
  return stubNetwork((request) => {
    const { pathname } = new URL(request.url)
    const handler = routes[pathname]
    if (handler) return handler(request)
    if (pathname === '/rest/v1/profiles')
      return rows(request, [{ is_admin: false, first_name: 'Dana Marie', last_name: 'Diner' }])
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
