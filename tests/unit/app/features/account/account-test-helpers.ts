import { vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { renderApp } from '../../support/render-app'
import { json, rows, stubNetwork, type NetworkHandler } from '../../support/network'
import { fakeUser, saveSession } from '../../support/session'
import { CUSTOMER_ID } from '../orders/order-fixtures'

export type Routes = Record<string, NetworkHandler>

/**
 * The app's network for a signed-in customer (Dana, first name "Dana Marie"): `routes` by path
 * (`/rest/v1/orders`), her profile, and her Auth user with no second factor (Settings lists the factors);
 * any other request fails the test.
 */
export function stubAccountApi(routes: Routes = {}) {
  return stubNetwork((request) => {
    const { pathname } = new URL(request.url)
    const handler = routes[pathname]
    if (handler) return handler(request)
    if (pathname === '/rest/v1/profiles')
      return rows(request, [{ is_admin: false, first_name: 'Dana Marie', last_name: 'Diner' }])
    if (pathname === '/auth/v1/user' && request.method === 'GET')
      return json({ ...fakeUser('dana@example.com', CUSTOMER_ID), factors: [] })
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
