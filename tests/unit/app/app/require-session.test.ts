import { waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { adminKeys, addressKeys, orderKeys, pointsKeys } from '@/lib/query-keys'
import { json, requestsTo, rows, stubNetwork } from '../support/network'
import { stubSupabaseEnv } from '../support/render-app'
import { saveSession } from '../support/session'
import { CUSTOMER_ID } from '../features/orders/order-fixtures'
import type { RouteLoader } from '@/app/route-objects'

// The account and admin pages' loaders (requireSession), called as the router calls them.

beforeEach(() => {
  stubSupabaseEnv()
})

/** The network of a signed-in user whose profile says `isAdmin`; every list is empty, the dashboard blank. */
function stubApi({ isAdmin = false } = {}) {
  return stubNetwork((request) => {
    const { pathname } = new URL(request.url)
    if (pathname === '/rest/v1/profiles')
      return rows(request, [{ is_admin: isAdmin, first_name: 'Dana', last_name: null }])
    if (pathname === '/rest/v1/rpc/admin_dashboard') return json({})
    return json([])
  })
}

const run = (loader: RouteLoader, path: string, params: Record<string, string> = {}) =>
  loader({ request: { url: `http://localhost${path}` }, params })

describe('requireSession', () => {
  it('sends a guest to the login, which brings them back to the page', async () => {
    const { requests } = stubApi()
    const queryClient = createQueryClient()
    const { clientLoader } = await import('@/app/routes/account/orders')
    expect(await run(clientLoader(queryClient), '/account/orders?page=2')).toEqual({
      redirectTo: '/checkout/auth?returnTo=%2Faccount%2Forders%3Fpage%3D2',
    })
    expect(requestsTo(requests, '/rest/v1/orders')).toHaveLength(0)
  })

  it('leaves a guest to the guard when Auth does not answer (it says the account is unavailable)', async () => {
    stubNetwork(() => new Response('down', { status: 503 }))
    const { clientLoader } = await import('@/app/routes/account/wishlist')
    expect(await run(clientLoader(createQueryClient()), '/account/wishlist')).toBeNull()
  })

  it("has a signed-in customer's page data in the cache before the page renders", async () => {
    saveSession(CUSTOMER_ID)
    const { requests } = stubApi()
    const queryClient = createQueryClient()
    const [orders, addresses, points] = await Promise.all([
      import('@/app/routes/account/orders'),
      import('@/app/routes/account/addresses'),
      import('@/app/routes/account/points'),
    ])
    await run(orders.clientLoader(queryClient), '/account/orders?page=2')
    await run(addresses.clientLoader(queryClient), '/account/addresses')
    await run(points.clientLoader(queryClient), '/account/points')
    expect(queryClient.getQueryState(orderKeys.list(CUSTOMER_ID, 2))?.status).toBe('success')
    expect(queryClient.getQueryState(addressKeys.list(CUSTOMER_ID))?.status).toBe('success')
    expect(queryClient.getQueriesData({ queryKey: pointsKeys.all }).length).toBeGreaterThanOrEqual(2)
    expect(requestsTo(requests, '/rest/v1/orders')).toHaveLength(1)
  })

  it("fetches an admin page's data for an admin, and leaves a guest or a customer to the Access Denied guard", async () => {
    const { clientLoader } = await import('@/app/routes/admin/dashboard')

    const asGuest = stubApi({ isAdmin: true })
    expect(await run(clientLoader(createQueryClient()), '/admin/dashboard')).toBeNull()
    expect(requestsTo(asGuest.requests, '/rest/v1/rpc/admin_dashboard', 'POST')).toHaveLength(0)

    saveSession(CUSTOMER_ID)
    const asCustomer = stubApi({ isAdmin: false })
    expect(await run(clientLoader(createQueryClient()), '/admin/dashboard')).toBeNull()
    expect(requestsTo(asCustomer.requests, '/rest/v1/rpc/admin_dashboard', 'POST')).toHaveLength(0)

    const asAdmin = stubApi({ isAdmin: true })
    const queryClient = createQueryClient()
    await run(clientLoader(queryClient), '/admin/dashboard')
    // Started by the loader but not awaited: an admin page's frame paints while its data loads.
    expect(queryClient.getQueryState(adminKeys.dashboard(30))?.fetchStatus).toBe('fetching')
    await waitFor(() => expect(requestsTo(asAdmin.requests, '/rest/v1/rpc/admin_dashboard', 'POST')).toHaveLength(1))
  })
})
