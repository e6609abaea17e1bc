import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { AUTH_STORAGE_KEY } from '@/config/auth'
import { stubSupabaseEnv } from '../../support/render-app'
import { json, requestsTo, rows } from '../../support/network'
import { CUSTOMER_ID, orderRow, stubReducedMotion } from '../orders/order-fixtures'
import { renderAccount, stubAccountApi } from './account-test-helpers'
import { saveSession } from '../../support/session'

// The account area through the whole app (router, guard, lazy routes, query cache, toaster), with only
// fetch stubbed at the HTTP boundary.

const ordersAnswer = (orders: ReturnType<typeof orderRow>[]) => () =>
  json(orders, 200, { 'Content-Range': `0-${orders.length - 1}/${orders.length}` })

const order = (n: number, fields: Parameters<typeof orderRow>[0] = {}) =>
  orderRow({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    order_number: `CB-10000${n}`,
    user_id: CUSTOMER_ID,
    created_at: `2026-11-2${n}T10:00:00Z`,
    ...fields,
  })

/** The overview's reads for a customer with no orders and no points. */
const newCustomer = {
  '/rest/v1/orders': ordersAnswer([]),
  '/rest/v1/rpc/points_summary': (request: Request) =>
    rows(request, [{ balance: 0, expiring_soon: 0, next_expiry_at: null }]),
}

beforeEach(() => {
  stubSupabaseEnv()
  stubReducedMotion(true)
})

describe('account guard', () => {
  it('sends a guest to the auth screen with the section they asked for', async () => {
    stubAccountApi({ '/auth/v1/health': () => json({ name: 'GoTrue' }) })
    const { router } = renderAccount('/account/orders', { signedIn: false })
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/auth'))
    // The page's loader sends them before any of the area renders; a redirect says where in the query.
    expect(router.state.location.search).toBe('?returnTo=%2Faccount%2Forders')
  })

  it('says the account is unavailable when Auth does not answer', async () => {
    stubAccountApi({ '/auth/v1/health': () => json({ message: 'down' }, 503) })
    const { router } = renderAccount('/account', { signedIn: false })
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Feature Unavailable' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/')
    expect(router.state.location.pathname).toBe('/account')
  })
})

describe('account area', () => {
  it('greets by the first word of the name and shows the 3 most recent orders and the points balance', async () => {
    stubAccountApi({
      '/rest/v1/orders': ordersAnswer([order(4), order(3), order(2), order(1)]),
      '/rest/v1/rpc/points_summary': (request) =>
        rows(request, [{ balance: 350, expiring_soon: 0, next_expiry_at: '2027-11-20T10:00:00Z' }]),
    })
    renderAccount('/account')
    expect(await screen.findByText('Welcome back, Dana!')).toBeInTheDocument()
    const recent = within(await screen.findByRole('region', { name: 'Recent Orders' }))
    await waitFor(() => expect(recent.getAllByRole('listitem')).toHaveLength(3))
    expect(recent.getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual([
      'Order CB-100004',
      'Order CB-100003',
      'Order CB-100002',
    ])
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('350')
    const bar = screen.getByRole('progressbar', { name: 'Progress to 500 points' })
    expect(bar).toHaveAttribute('aria-valuenow', '70')
  })

  it.each([
    [
      'in the session it signed up with, with no orders yet, as new',
      '2026-11-20T10:00:00.400Z',
      [],
      'Welcome to CasaBite, Dana!',
    ],
    ['signed in again a day later as returning', '2026-11-21T10:00:00Z', [], 'Welcome back, Dana!'],
    ['that has ordered as returning', '2026-11-20T10:00:00.400Z', [order(1)], 'Welcome back, Dana!'],
  ])('greets an account %s', async (_case, lastSignIn, orders, greeting) => {
    stubAccountApi({ ...newCustomer, '/rest/v1/orders': ordersAnswer(orders) })
    saveSession(CUSTOMER_ID)
    const saved = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!) as { user: Record<string, unknown> }
    const started = '2026-11-20T10:00:00Z'
    saved.user = { ...saved.user, created_at: started, email_confirmed_at: started, last_sign_in_at: lastSignIn }
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(saved))
    renderAccount('/account', { signedIn: false })
    expect(await screen.findByText(greeting)).toBeInTheDocument()
  })

  it('asks for the recent orders and the points while the profile is still on its way', async () => {
    let answerProfile = () => {}
    const profileAnswered = new Promise<void>((resolve) => {
      answerProfile = resolve
    })
    const { requests } = stubAccountApi({
      ...newCustomer,
      '/rest/v1/profiles': async (request) => {
        await profileAnswered
        return rows(request, [{ is_admin: false, first_name: 'Dana', last_name: 'Diner' }])
      },
    })
    renderAccount('/account')
    await waitFor(() => expect(requestsTo(requests, '/rest/v1/orders')).toHaveLength(1))
    expect(requestsTo(requests, '/rest/v1/rpc/points_summary', 'POST')).toHaveLength(1)
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument()

    answerProfile()
    expect(await screen.findByText('Welcome back, Dana!')).toBeInTheDocument()
    // The overview's queries found their answers in the cache: nothing was asked twice.
    expect(await screen.findByRole('region', { name: 'Recent Orders' })).toBeInTheDocument()
    expect(requestsTo(requests, '/rest/v1/orders')).toHaveLength(1)
  })

  it('goes home, not to the login screen, when the customer signs out in another tab', async () => {
    stubAccountApi({ '/rest/v1/orders': newCustomer['/rest/v1/orders'] })
    const { router } = renderAccount('/account/orders')
    expect(await screen.findByRole('heading', { level: 1, name: 'Order History' })).toBeInTheDocument()
    // Auth tells its other tabs over a BroadcastChannel named after the storage key.
    const otherTab = new BroadcastChannel(AUTH_STORAGE_KEY)
    otherTab.postMessage({ event: 'SIGNED_OUT', session: null })
    otherTab.close()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('links every section from the sidebar, and Sign Out returns home', async () => {
    stubAccountApi({ ...newCustomer, '/auth/v1/logout': () => new Response(null, { status: 204 }) })
    const { router } = renderAccount('/account')
    const nav = within(await screen.findByRole('navigation', { name: 'Account' }))
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/account',
      '/account/orders',
      '/account/wishlist',
      '/account/addresses',
      '/account/points',
      '/account/settings',
    ])
    fireEvent.click(nav.getByRole('link', { name: 'Settings' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/account/settings')
    fireEvent.click(nav.getByRole('button', { name: 'Sign Out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('clears the saved session before Sign Out shows the home page', async () => {
    // GoTrue answers the sign-out a moment later, as over a real network.
    stubAccountApi({
      '/auth/v1/logout': () => new Promise((done) => setTimeout(() => done(new Response(null, { status: 204 })), 50)),
    })
    const { router } = renderAccount('/account/settings')
    await screen.findByRole('heading', { level: 1, name: 'Account Settings' })
    // A tab closed (or reloaded) the moment home shows must find no session left behind.
    const sessionWhenHome: (string | null)[] = []
    const unsubscribe = router.subscribe((state) => {
      if (state.location.pathname === '/') sessionWhenHome.push(localStorage.getItem(AUTH_STORAGE_KEY))
    })
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    unsubscribe()
    expect(sessionWhenHome[0]).toBeNull()
    expect(await screen.findByText('Logged Out')).toBeInTheDocument()
  })

  it('stays on the page, still signed in, when the sign-out does not reach Auth', async () => {
    stubAccountApi({ '/auth/v1/logout': () => Promise.reject(new TypeError('Failed to fetch')) })
    const { router } = renderAccount('/account/settings')
    await screen.findByRole('heading', { level: 1, name: 'Account Settings' })
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }))
    expect(await screen.findByText('Could not log out. Please try again.')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/account/settings')
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull()
  })

  it('expands one order at a time with its items, address, totals, badge colour and status timeline', async () => {
    const { requests } = stubAccountApi({
      '/rest/v1/orders': ordersAnswer([order(2, { status: 'Shipped' }), order(1, { status: 'Delivered' })]),
      '/rest/v1/order_status_history': () =>
        json([
          { id: 1, from_status: null, to_status: 'Processing', changed_at: '2026-11-22T10:00:00Z' },
          { id: 2, from_status: 'Processing', to_status: 'Shipped', changed_at: '2026-11-23T10:00:00Z' },
        ]),
    })
    renderAccount('/account/orders')
    const [first, second] = await screen.findAllByTestId('order-row')
    expect(within(first!).getByTestId('order-status')).toHaveClass('bg-blue-100')
    expect(within(second!).getByTestId('order-status')).toHaveClass('bg-green-100')

    const firstButton = within(first!).getByRole('button')
    fireEvent.click(firstButton)
    expect(firstButton).toHaveAttribute('aria-expanded', 'true')
    const items = within(within(first!).getByRole('region', { name: 'Items' }))
    expect(items.getByText('Kashmiri Saffron')).toBeInTheDocument()
    expect(items.getByText('Size: 5 g jar')).toBeInTheDocument()
    expect(items.getByText('Qty: 2')).toBeInTheDocument()
    expect(items.getByText('$37.00')).toBeInTheDocument()
    expect(items.getByText('Total').nextSibling).toHaveTextContent('$52.35')
    expect(within(first!).getByRole('region', { name: 'Shipping Address' })).toHaveTextContent('Dana Diner')
    const timeline = within(await within(first!).findByRole('list', { name: 'Status history' }))
    expect(timeline.getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual(['Processing', 'Shipped'])
    const history = requestsTo(requests, '/rest/v1/order_status_history')[0]!
    expect(new URL(history.url).searchParams.get('order_id')).toBe('eq.00000000-0000-4000-8000-000000000002')

    // Opening the second closes the first.
    fireEvent.click(within(second!).getByRole('button'))
    expect(firstButton).toHaveAttribute('aria-expanded', 'false')
    expect(within(first!).queryByRole('region', { name: 'Items' })).not.toBeInTheDocument()
    // The list is asked newest first, a page at a time, for this customer only.
    const list = new URL(requestsTo(requests, '/rest/v1/orders')[0]!.url)
    expect(list.searchParams.get('user_id')).toBe(`eq.${CUSTOMER_ID}`)
    expect(list.searchParams.get('order')).toBe('created_at.desc,id.desc')
  })
})
