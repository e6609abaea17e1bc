import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { readAuthArrival } from '@/features/auth/lib/auth-arrival'
import { useCartStore } from '@/stores/cart'
import { renderApp, stubSupabaseEnv } from '../../support/render-app'
import { json, stubNetwork, type NetworkHandler } from '../../support/network'
import { saveSession } from '../../support/session'
import { cuminLine } from '../checkout/checkout-fixtures'
import { CUSTOMER_ID, ORDER_ID, orderRow } from '../orders/order-fixtures'
import { health, route } from './auth-stubs'

// The auth screen over the app's own Auth and PostgREST clients, router and toaster; only fetch is stubbed.

vi.setConfig({ testTimeout: 20_000 })

const LOAD = { timeout: 8000 }
const CLAIM = 'rest /rpc/claim_guest_order'

beforeEach(() => {
  stubSupabaseEnv()
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
})

/** Auth is up; `claim` answers claim_guest_order; every other read (the account page's) is empty. */
function stubAuthApi(claim: NetworkHandler) {
  return stubNetwork((request) => {
    const to = route(request)
    if (to === 'auth /health') return health()
    if (to === CLAIM) return claim(request)
    return json([])
  })
}

// Before any test signs in: Auth's client, and the session it holds, live as long as this file.
describe('where the login screen stands', () => {
  it('outside checkout, is a page of the site, with its menu and footer and no guest checkout', async () => {
    stubAuthApi(() => json([]))
    useCartStore.setState({ items: [], adding: [] })
    const { router } = renderApp('/checkout/auth')
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' }, LOAD)).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toHaveClass('bg-ink')
    expect(screen.queryByRole('link', { name: 'Continue Without Account' })).not.toBeInTheDocument()
    expect(screen.queryByText('Secure checkout')).not.toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/checkout/auth')
  })

  it("from checkout, is the checkout's step with Continue Without Account", async () => {
    stubAuthApi(() => json([]))
    useCartStore.setState({ items: [cuminLine], adding: [] })
    renderApp('/checkout/options')
    fireEvent.click(await screen.findByRole('link', { name: 'Log In or Create Account' }, LOAD))
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' }, LOAD)).toBeInTheDocument()
    expect(screen.getByText('Secure checkout')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue Without Account' })).toHaveAttribute('href', '/checkout/shipping')
  })

  it('from checkout with the cart emptied meanwhile, says Empty Cart and goes to the shop', async () => {
    stubAuthApi(() => json([]))
    useCartStore.setState({ items: [cuminLine], adding: [] })
    const { router } = renderApp('/checkout/options')
    fireEvent.click(await screen.findByRole('link', { name: 'Log In or Create Account' }, LOAD))
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' }, LOAD)).toBeInTheDocument()
    useCartStore.setState({ items: [], adding: [] })
    expect(await screen.findByText('Your cart is empty. Redirecting to shop...')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'))
    expect(within(document.body).queryByRole('link', { name: 'Continue Without Account' })).not.toBeInTheDocument()
  })
})

describe('auth screen', () => {
  it('opens on Log In, and on Create Account when the link asks for it', async () => {
    stubAuthApi(() => undefined)
    const { unmount } = renderApp('/checkout/auth')
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' }, LOAD)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Log In', pressed: true })).toBeInTheDocument()
    unmount()

    renderApp('/checkout/auth?mode=signup')
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' }, LOAD)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Create Account', pressed: true })).toBeInTheDocument()
    expect(await screen.findByRole('textbox', { name: 'Full Name' })).toBeInTheDocument()
    // The toggle still leads to the other form.
    fireEvent.click(screen.getByRole('button', { name: 'Log In', pressed: false }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument()
  })

  it('claims the order once for someone already signed in who follows a claim link, then goes to the account', async () => {
    const { access_token: accessToken } = saveSession(CUSTOMER_ID)
    const { requests } = stubAuthApi(() => json(orderRow({ user_id: CUSTOMER_ID, points_earned: 44 })))
    const { router } = renderApp(`/checkout/auth?claim=${ORDER_ID}&from=confirmation`)

    expect(await screen.findByText('Order Claimed', undefined, LOAD)).toBeInTheDocument()
    expect(screen.getByText('Your order is now in your account and 44 Flavor Points were added.')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'))
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' }, LOAD)).toBeInTheDocument()

    const claims = requests.filter((r) => route(r) === CLAIM)
    expect(claims).toHaveLength(1)
    expect(await claims[0]!.json()).toEqual({ p_order_id: ORDER_ID })
    expect(claims[0]!.headers.get('authorization')).toBe(`Bearer ${accessToken}`)
  })

  it("shows the database's refusal to someone signed in, and still goes to the account", async () => {
    saveSession(CUSTOMER_ID, 'bo@example.com')
    const { requests } = stubAuthApi(() =>
      json({ code: 'P0001', message: 'This order was placed with a different e-mail address.' }, 400),
    )
    const { router } = renderApp(`/checkout/auth?claim=${ORDER_ID}&from=confirmation`)

    expect(await screen.findByText('Could Not Claim Order', undefined, LOAD)).toBeInTheDocument()
    expect(screen.getByText('This order was placed with a different e-mail address.')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'))
    expect(requests.filter((r) => route(r) === CLAIM)).toHaveLength(1)
  })

  it('claims nothing for someone signed in who arrives without a claim', async () => {
    saveSession(CUSTOMER_ID)
    const { requests } = stubAuthApi(() => undefined)
    const { router } = renderApp('/checkout/auth')
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'), LOAD)
    expect(requests.filter((r) => route(r) === CLAIM)).toHaveLength(0)
  })
})

describe('readAuthArrival', () => {
  it("keeps the order's e-mail and name for that claim in this tab, so a reload still has them", () => {
    sessionStorage.clear()
    const claim = `?claim=${ORDER_ID}&from=confirmation&mode=signup`
    const state = { email: 'dana@example.com', fullName: 'Dana Diner', origin: 'orderConfirmation' }
    expect(readAuthArrival(claim, state)).toMatchObject({ email: 'dana@example.com', fullName: 'Dana Diner' })
    expect(readAuthArrival(claim, null)).toMatchObject({ email: 'dana@example.com', fullName: 'Dana Diner' })
    // Not for another order, nor without a claim.
    const other = `?claim=${ORDER_ID.replace(/.$/, '0')}&mode=signup`
    expect(readAuthArrival(other, null)).toMatchObject({ email: '', fullName: '' })
    expect(readAuthArrival('?mode=signup', null)).toMatchObject({ email: '', fullName: '' })
  })

  it("brings a guest a page's loader sent here back to that page, and only to a page of the shop", () => {
    expect(readAuthArrival('?returnTo=%2Faccount%2Forders%3Fpage%3D2', null).destination).toBe('/account/orders?page=2')
    expect(readAuthArrival('?returnTo=%2F%2Fevil.example', null).destination).toBe('/account')
    expect(readAuthArrival('?returnTo=https%3A%2F%2Fevil.example', null).destination).toBe('/account')
  })

  it('sends the confirmation link back to the claim, else where signing in here would go', () => {
    expect(readAuthArrival(`?claim=${ORDER_ID}&mode=signup`, null).confirmationReturn).toBe(
      `/checkout/auth?claim=${ORDER_ID}&from=confirmation`,
    )
    expect(readAuthArrival('', { fromCheckout: true }).confirmationReturn).toBe('/checkout/shipping')
    expect(readAuthArrival('', null).confirmationReturn).toBe('/account')
  })

  it('offers Continue Without Account only on the checkout step, and never after a confirmation', () => {
    expect(readAuthArrival('', { fromCheckout: true })).toMatchObject({
      fromCheckout: true,
      offerGuestCheckout: true,
      destination: '/checkout/shipping',
    })
    expect(readAuthArrival('', { from: '/account/orders' })).toMatchObject({
      fromCheckout: false,
      offerGuestCheckout: false,
    })
    expect(readAuthArrival('?from=confirmation', { fromCheckout: true }).offerGuestCheckout).toBe(false)
    expect(readAuthArrival('', null).offerGuestCheckout).toBe(false)
  })

  it('reads the form to open on from ?mode=signup, else Log In', () => {
    expect(readAuthArrival('?mode=signup', null).mode).toBe('signup')
    expect(readAuthArrival('', null).mode).toBe('login')
    expect(readAuthArrival('?mode=forgot', null).mode).toBe('login')
    expect(readAuthArrival(`?claim=${ORDER_ID}&mode=signup`, undefined)).toMatchObject({
      mode: 'signup',
      claimOrderId: ORDER_ID,
      destination: '/account',
    })
  })
})
