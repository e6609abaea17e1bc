import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { renderApp, stubSupabaseEnv } from '../../support/render-app'
import { json, stubNetwork, type NetworkHandler } from '../../support/network'
import { saveSession } from '../../support/session'
import { CUSTOMER_ID, ORDER_ID, orderRow, stubReducedMotion } from './order-fixtures'

// The confirmation page at the HTTP boundary: the app's own PostgREST and Auth clients, router, query
// cache and toaster, with only fetch stubbed.

const rpcPath = (name: string) => `/rest/v1/rpc/${name}`

/** Answers get_order with `answer`, and everything else (the layout's own requests) with an empty list. */
function stubOrderApi(answer: NetworkHandler, more: Record<string, NetworkHandler> = {}) {
  return stubNetwork((request) => {
    const { pathname } = new URL(request.url)
    if (pathname === rpcPath('get_order')) return answer(request)
    const handler = more[pathname]
    return handler ? handler(request) : json([])
  })
}

/** No retries, so a failure shows at once (retries of transient errors are lib/query-client's, tested there). */
function renderConfirmation(orderId = ORDER_ID) {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  return renderApp(`/order-confirmation/${orderId}`, { queryClient })
}

const main = () => screen.getByRole('main')
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name })

beforeEach(() => {
  stubSupabaseEnv()
  stubReducedMotion(true)
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
})

describe('order confirmation', () => {
  it('loads the order through get_order and shows its number, items, address, e-mail note and totals', async () => {
    const { requests } = stubOrderApi(() => json([orderRow()]))
    renderConfirmation()
    await h1('Thank You for Your Order!')

    const call = requests.find((r) => new URL(r.url).pathname === rpcPath('get_order'))!
    expect(call.method).toBe('POST')
    expect(await call.json()).toEqual({ p_order_id: ORDER_ID })

    expect(screen.getByTestId('order-number')).toHaveTextContent('CB-100042')
    expect(main()).toHaveTextContent('A confirmation email has been sent to dana@example.com.')

    const items = within(screen.getByRole('region', { name: 'Items Ordered' }))
    const lines = items.getAllByRole('listitem').map((line) => line.textContent)
    expect(lines).toEqual(['Kashmiri SaffronSize: 5 g jarQty: 2$37.00', 'Smoked PaprikaQty: 1$7.25'])
    expect(items.getByText('Subtotal').nextSibling).toHaveTextContent('$44.25')
    expect(items.getByText('Shipping').nextSibling).toHaveTextContent('$5.00')
    expect(items.getByText('Taxes').nextSibling).toHaveTextContent('$3.10')
    expect(items.getByText('Grand Total').nextSibling).toHaveTextContent('$52.35')

    const address = within(screen.getByRole('region', { name: 'Shipping Address' }))
    expect(address.getByText('12 Market St')).toBeInTheDocument()
    expect(address.getByText('Apt 4')).toBeInTheDocument()
    expect(address.getByText('Denver, CO 80202')).toBeInTheDocument()

    // A confirmation is private: search engines are told to leave it out.
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    )
  })

  it('offers a guest the Flavor Points of the order and the three buttons, the first one to sign up and claim', async () => {
    stubOrderApi(() => json([orderRow()]))
    renderConfirmation()
    await h1('Thank You for Your Order!')

    const promo = await screen.findByRole('region', { name: 'Earn Flavor Points on This Order' })
    expect(promo).toHaveTextContent('claim the 44 Flavor Points this order earns, plus 100 bonus points for joining')

    const claim = await screen.findByRole('link', { name: 'Create Account & Claim Points' })
    expect(claim).toHaveAttribute('href', `/checkout/auth?claim=${ORDER_ID}&from=confirmation&mode=signup`)
    expect(screen.getByRole('link', { name: 'Return to Shop' })).toHaveAttribute('href', '/shop')
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/')
  })

  it('passes the e-mail and where the shopper came from to the auth screen', async () => {
    stubOrderApi(() => json([orderRow()]))
    const { router } = renderConfirmation()
    await h1('Thank You for Your Order!')
    fireEvent.click(await screen.findByRole('link', { name: 'Create Account & Claim Points' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/auth'))
    expect(router.state.location.search).toBe(`?claim=${ORDER_ID}&from=confirmation&mode=signup`)
    expect(router.state.location.state).toEqual({
      email: 'dana@example.com',
      fullName: 'Dana Diner',
      origin: 'orderConfirmation',
    })
  })

  it('shows a signed-in customer the points their own order earned, and their account instead of the sign-up', async () => {
    const { access_token: accessToken } = saveSession(CUSTOMER_ID)
    const { requests } = stubOrderApi(() => json([orderRow({ user_id: CUSTOMER_ID, points_earned: 44 })]))
    renderConfirmation()
    await h1('Thank You for Your Order!')

    expect(await screen.findByRole('link', { name: 'View My Account' })).toHaveAttribute('href', '/account')
    expect(screen.queryByRole('link', { name: 'Create Account & Claim Points' })).not.toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'You Earned Flavor Points!' })).toHaveTextContent(
      '44 Flavor Points from this order are in your account.',
    )
    // The order is read with the customer's token: get_order shows a customer's order only to them.
    const call = requests.find((r) => new URL(r.url).pathname === rpcPath('get_order'))!
    expect(call.headers.get('authorization')).toBe(`Bearer ${accessToken}`)
  })

  it('lets a signed-in customer claim a guest order placed with their e-mail', async () => {
    saveSession(CUSTOMER_ID)
    const { requests } = stubOrderApi(() => json([orderRow()]), {
      [rpcPath('claim_guest_order')]: () => json(orderRow({ user_id: CUSTOMER_ID, points_earned: 44 })),
    })
    renderConfirmation()
    await h1('Thank You for Your Order!')
    const claimButton = await screen.findByRole('button', { name: 'Claim Points' })
    expect(screen.queryByRole('link', { name: 'Create Account & Claim Points' })).not.toBeInTheDocument()

    fireEvent.click(claimButton)
    expect(await screen.findByRole('link', { name: 'View My Account' })).toBeInTheDocument()
    expect(await screen.findByText('Order Claimed')).toBeInTheDocument()
    const claim = requests.find((r) => new URL(r.url).pathname === rpcPath('claim_guest_order'))!
    expect(await claim.json()).toEqual({ p_order_id: ORDER_ID })
  })

  it("shows the database's refusal of a claim", async () => {
    saveSession(CUSTOMER_ID)
    stubOrderApi(() => json([orderRow()]), {
      [rpcPath('claim_guest_order')]: () =>
        json({ code: 'P0001', message: 'This order was placed with a different e-mail address.' }, 400),
    })
    renderConfirmation()
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Points' }))
    expect(await screen.findByText('This order was placed with a different e-mail address.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Claim Points' })).toBeEnabled()
  })
})

describe('order not found and failures', () => {
  it('an unknown id (no row from get_order) shows Order Not Found with Go to Homepage', async () => {
    stubOrderApi(() => json([]))
    renderConfirmation()
    await h1('Order Not Found')
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent("We couldn't find the order you're looking for.")
    expect(alert).toHaveTextContent('Order not found.')
    expect(within(alert).getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/')
    expect(within(alert).queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument()
  })

  it('an id that is not a UUID is not found, without asking the database', async () => {
    const { requests } = stubOrderApi(() => json([orderRow()]))
    renderConfirmation('not-an-order')
    await h1('Order Not Found')
    expect(screen.getByRole('alert')).toHaveTextContent('Order not found.')
    expect(requests.map((r) => new URL(r.url).pathname)).not.toContain(rpcPath('get_order'))
  })

  it('a blank id says no order ID was provided', async () => {
    stubOrderApi(() => json([orderRow()]))
    renderConfirmation('%20')
    await h1('Order Not Found')
    expect(screen.getByRole('alert')).toHaveTextContent('No order ID provided.')
  })

  it("a database error shows the spec's text and the service's message, with Try Again", async () => {
    let answer: NetworkHandler = () => json({ code: 'XX000', message: 'internal error in get_order' }, 500)
    stubOrderApi((request) => answer(request))
    renderConfirmation()
    await h1('Order Not Found')
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Could not load your order details. Please contact support if this persists.')
    expect(alert).toHaveTextContent('internal error in get_order')

    answer = () => json([orderRow()])
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }))
    await h1('Thank You for Your Order!')
  })

  it('an unreachable backend shows the database-unavailable message', async () => {
    stubOrderApi(() => Promise.reject(new TypeError('Failed to fetch')))
    renderConfirmation()
    await h1('Order Not Found')
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Our order database is unavailable right now')
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument()
  })
})

describe('confetti', () => {
  it('none when the visitor prefers reduced motion', async () => {
    stubReducedMotion(true)
    stubOrderApi(() => json([orderRow()]))
    renderConfirmation()
    await h1('Thank You for Your Order!')
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument()
  })

  it('a canvas over the page otherwise, hidden from assistive technology', async () => {
    stubReducedMotion(false)
    // jsdom cannot draw: canvas-confetti finds no 2D context and draws nothing.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
    stubOrderApi(() => json([orderRow()]))
    renderConfirmation()
    await h1('Thank You for Your Order!')
    expect(screen.getByTestId('confetti')).toHaveAttribute('aria-hidden', 'true')
  })
})
