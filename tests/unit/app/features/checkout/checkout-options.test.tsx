import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useCartStore } from '@/stores/cart'
import { renderApp, stubSupabaseEnv } from '../../support/render-app'
import { json, stubNetwork } from '../../support/network'
import { saveSession } from '../../support/session'
import { cuminLine } from './checkout-fixtures'
import { CUSTOMER_ID } from '../orders/order-fixtures'

beforeEach(() => {
  stubSupabaseEnv()
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  stubNetwork(() => json([]))
})

describe('checkout options', () => {
  it('with an empty cart, toasts Empty Cart and goes to the shop, replacing the checkout entry', async () => {
    useCartStore.setState({ items: [], adding: [] })
    const { router } = renderApp('/checkout/options', { before: ['/cart'] })
    expect(await screen.findByText('Your cart is empty. Redirecting to shop...')).toBeInTheDocument()
    expect(screen.getByText('Empty Cart')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'))
    expect(router.state.historyAction).toBe('REPLACE')
    expect(screen.queryByRole('heading', { name: 'How Would You Like to Check Out?' })).not.toBeInTheDocument()
  })

  it('with a line to check out, offers the guest and account options', async () => {
    useCartStore.setState({ items: [cuminLine], adding: [] })
    const { router } = renderApp('/checkout/options')
    expect(await screen.findByRole('heading', { level: 1, name: 'How Would You Like to Check Out?' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Continue Without Account' })).toHaveAttribute('href', '/checkout/shipping')
    expect(router.state.location.pathname).toBe('/checkout/options')
    expect(screen.queryByText('Empty Cart')).not.toBeInTheDocument()
  })

  it('sends a signed-in customer straight on to shipping: there is no guest to ask', async () => {
    saveSession(CUSTOMER_ID)
    useCartStore.setState({ items: [cuminLine], adding: [] })
    const { router } = renderApp('/checkout/options', { before: ['/cart'] })
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/shipping'), { timeout: 8000 })
    expect(router.state.historyAction).toBe('REPLACE')
    expect(screen.queryByRole('link', { name: 'Continue Without Account' })).not.toBeInTheDocument()
  })
})
