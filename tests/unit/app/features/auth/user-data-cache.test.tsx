import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { stubSupabaseEnv } from '../../support/render-app'
import { profileRow, route } from './auth-stubs'
import { json, stubNetwork, type NetworkHandler } from '../../support/network'
import { USER_ID, fakeSession } from '../../support/session'

// What the query cache keeps when the user goes, changes, or changes role: the real provider over the real
// Auth client, with only the network stubbed.

vi.setConfig({ testTimeout: 20_000 })

const AUTH_STORAGE_KEY = 'casabite-auth'
const OTHER_USER_ID = '6f1c2a3b-0000-4000-8000-000000000002'
const PRODUCT_ID = '00000000-0000-4000-8000-00000000000a'

beforeEach(() => {
  vi.resetModules()
  stubSupabaseEnv()
})

async function renderProvider(handler: NetworkHandler) {
  stubNetwork(handler)
  const [{ AuthProvider }, { useAuth }, { createQueryClient }, keys] = await Promise.all([
    import('@/features/auth/components/auth-provider'),
    import('@/lib/auth'),
    import('@/lib/query-client'),
    import('@/lib/query-keys'),
  ])
  const queryClient = createQueryClient()
  let signOut: () => Promise<boolean> = () => Promise.resolve(false)
  function Probe() {
    const auth = useAuth()
    signOut = auth.signOut
    return (
      <output data-testid="auth">
        {[auth.status, auth.user?.id ?? '-', auth.isAdmin ? 'admin' : 'customer'].join(' ')}
      </output>
    )
  }
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  )
  return { queryClient, keys, signOut: () => signOut() }
}

type Keys = typeof import('@/lib/query-keys')

/** One query of each kind a signed-in user (here an admin) leaves in the cache, and two public ones. */
function fillCache(
  queryClient: QueryClient,
  { adminKeys, orderKeys, wishlistKeys, addressKeys, pointsKeys, reviewKeys, checkoutKeys, productKeys }: Keys,
  userId: string,
) {
  const userKeys = [
    adminKeys.dashboard(7),
    adminKeys.productList(),
    adminKeys.customerList({ search: '', page: 1, pageSize: 25 }),
    orderKeys.list(userId, 1),
    orderKeys.detail('order-1'),
    wishlistKeys.list(userId),
    addressKeys.list(userId),
    pointsKeys.summary(userId),
    reviewKeys.eligibility(PRODUCT_ID, userId),
    checkoutKeys.quote({ userId, items: [], promoCode: null, redeemPoints: 0, destination: null }),
  ]
  for (const key of userKeys) queryClient.setQueryData(key, { of: userId })
  queryClient.setQueryData(productKeys.detail('saffron'), { public: true })
  queryClient.setQueryData(reviewKeys.page(PRODUCT_ID, 1), { public: true })
}

/** Every cached query that holds some user's data (anything but the two public ones). */
const userQueries = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => (query.state.data as { public?: boolean } | undefined)?.public !== true)
    .map((query) => ({ key: query.queryKey, data: query.state.data }))

const publicQueryCount = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => (query.state.data as { public?: boolean } | undefined)?.public === true).length

function sessionOf(userId: string, email: string) {
  const session = fakeSession(email)
  return { ...session, user: { ...session.user, id: userId } }
}

const probe = () => screen.getByTestId('auth')

const profiles =
  (isAdmin: () => boolean): NetworkHandler =>
  (request) => {
    if (route(request) === 'auth /logout') return new Response(null, { status: 204 })
    if (route(request) === 'rest /profiles') return json([profileRow({ is_admin: isAdmin() })])
    return json({ message: 'unexpected' }, 500)
  }

describe('the query cache follows the user', () => {
  it('signing out drops every user-scoped query (admin data included) and keeps the public ones', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(fakeSession('ada@example.com')))
    const { queryClient, keys, signOut } = await renderProvider(profiles(() => true))
    await waitFor(() => expect(probe()).toHaveTextContent(`signed-in ${USER_ID} admin`))
    fillCache(queryClient, keys, USER_ID)

    await act(async () => {
      expect(await signOut()).toBe(true)
    })
    expect(probe()).toHaveTextContent('signed-out - customer')
    expect(userQueries(queryClient)).toEqual([])
    expect(publicQueryCount(queryClient)).toBe(2)
  })

  it('another user signing in (another tab) leaves nothing of the first', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(fakeSession('ada@example.com')))
    const { queryClient, keys } = await renderProvider(profiles(() => true))
    await waitFor(() => expect(probe()).toHaveTextContent(`signed-in ${USER_ID} admin`))
    fillCache(queryClient, keys, USER_ID)

    // What Auth in the other tab posts when someone else signs in there.
    const other = sessionOf(OTHER_USER_ID, 'bo@example.com')
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(other))
    const otherTab = new BroadcastChannel(AUTH_STORAGE_KEY)
    otherTab.postMessage({ event: 'SIGNED_IN', session: other })
    otherTab.close()
    await waitFor(() => expect(probe()).toHaveTextContent(`signed-in ${OTHER_USER_ID}`))

    // Only the new user's own profile may be there; nothing keyed to, or read as, the first user.
    const left = userQueries(queryClient)
    expect(left.map((query) => query.key)).toEqual([keys.profileKeys.detail(OTHER_USER_ID)])
    expect(JSON.stringify(left)).not.toContain(USER_ID)
    expect(publicQueryCount(queryClient)).toBe(2)
  })

  it('losing the admin flag drops the admin data, and keeps the profile that says so', async () => {
    let isAdmin = true
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(fakeSession('ada@example.com')))
    const { queryClient, keys } = await renderProvider(profiles(() => isAdmin))
    await waitFor(() => expect(probe()).toHaveTextContent(`signed-in ${USER_ID} admin`))
    fillCache(queryClient, keys, USER_ID)

    isAdmin = false
    await act(() => queryClient.refetchQueries({ queryKey: keys.profileKeys.detail(USER_ID) }))
    await waitFor(() => expect(probe()).toHaveTextContent(`signed-in ${USER_ID} customer`))
    expect(userQueries(queryClient).map((query) => query.key)).toEqual([keys.profileKeys.detail(USER_ID)])
    expect(publicQueryCount(queryClient)).toBe(2)
  })

  it('a profile read that keeps the role keeps the data', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(fakeSession('ada@example.com')))
    const { queryClient, keys } = await renderProvider(profiles(() => true))
    await waitFor(() => expect(probe()).toHaveTextContent(`signed-in ${USER_ID} admin`))
    fillCache(queryClient, keys, USER_ID)
    await act(() => queryClient.refetchQueries({ queryKey: keys.profileKeys.detail(USER_ID) }))
    expect(userQueries(queryClient)).toHaveLength(11)
  })
})
