import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SAVED_CART_KEY } from '@/components/layouts/cart-link'
import { settleAfter } from '@/lib/when-settled'
import { CART_STORAGE_KEY, CART_STORAGE_VERSION, useCartStore } from '@/stores/cart'
import { renderApp, stubSupabaseEnv } from '../../support/render-app'
import { stubNetwork, json } from '../../support/network'

const line = (productId: string, quantity: number) => ({
  productId,
  slug: `spice-${productId}`,
  name: `Spice ${productId}`,
  imageUrl: null,
  size: { value: '100g', label: '100 g jar', priceModifier: 0 },
  unitPriceCents: 1000,
  quantity,
})

let scrollTo: ReturnType<typeof vi.spyOn>

vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  stubSupabaseEnv()
  stubNetwork(() => json([]))
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
})

afterEach(() => {
  act(() => useCartStore.setState({ items: [] }))
  settleAfter(() => false)
})

const mainNav = () => screen.findByRole('navigation', { name: 'Main' })
const cartLink = () => screen.getByRole('link', { name: /^Cart/ })

describe('site header', () => {
  it('links Home, Shop, Rewards, About, Blog and Contact, the cart and the account', async () => {
    renderApp('/about')
    const nav = await mainNav()
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Shop', '/shop'],
      ['Rewards', '/rewards'],
      ['About', '/about'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ])
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
    expect(cartLink()).toHaveAttribute('href', '/cart')
    expect(screen.getByRole('link', { name: 'Log in or create an account' })).toHaveAttribute('href', '/checkout/auth')
  })

  it('Home on the home page scrolls back to the top', async () => {
    renderApp('/')
    const nav = await mainNav()
    scrollTo.mockClear()
    fireEvent.click(within(nav).getByRole('link', { name: 'Home' }))
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }))
  })

  it('shows the number of items of a saved cart', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ state: { items: [line('a', 2), line('b', 1)] }, version: CART_STORAGE_VERSION }),
    )
    // The store module is already loaded in this test file; a real first load reads storage at creation.
    await useCartStore.persist.rehydrate()
    renderApp('/')
    await mainNav()
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Cart, 3 items'))
    expect(within(cartLink()).getByTestId('cart-count')).toHaveTextContent('3')
  })

  it('counts live on pages that can change the cart', async () => {
    renderApp('/about')
    await mainNav()
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Cart'))
    act(() => useCartStore.getState().addItem(line('c', 1), 4))
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Cart, 4 items'))
    act(() => useCartStore.getState().addItem(line('d', 1), 1))
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Cart, 5 items'))
  })

  it('keeps the cart store out of a first visit to the home page until it is needed', async () => {
    const { router } = renderApp('/')
    await mainNav()
    // Nothing on the home page adds to the cart; this stands in for another part of the app doing so.
    act(() => useCartStore.setState({ items: [line('e', 2)] }))
    expect(cartLink()).toHaveAccessibleName('Cart')

    await act(() => router.navigate('/about'))
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Cart, 2 items'))
  })

  it('loads the count only once the page has settled: it is not part of the first paint', async () => {
    let loading = true
    settleAfter(() => loading)
    act(() => useCartStore.setState({ items: [line('f', 2)] }))
    renderApp('/about')
    await mainNav()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(cartLink()).toHaveAccessibleName('Cart')

    loading = false
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Cart, 2 items'))
  })

  it('knows the key the cart store saves under', () => {
    expect(SAVED_CART_KEY).toBe(CART_STORAGE_KEY)
  })

  it('is the simple header (the logo alone) on policy pages', async () => {
    renderApp('/privacy-policy')
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'CasaBite' })).toHaveAttribute('href', '/')
  })
})
