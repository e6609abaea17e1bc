import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useCartStore, type CartLine } from '@/stores/cart'
import { renderApp, stubSupabaseEnv, SUPABASE_URL } from '../support/render-app'
import { json, stubNetwork } from '../support/network'

const products = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    product_name: 'Kashmiri Saffron',
    product_slug: 'kashmiri-saffron',
    price: 18.99,
    main_image_url: null,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    product_name: 'Smoked Pimentón',
    product_slug: 'smoked-pimenton',
    price: 9.75,
    main_image_url: null,
  },
]

const cartLine: CartLine = {
  productId: products[0]!.id,
  slug: products[0]!.product_slug,
  name: products[0]!.product_name,
  imageUrl: null,
  size: null,
  unitPriceCents: 1899,
  quantity: 1,
}

/** The catalogue's list requests among everything the page fetched. */
const productListCalls = (requests: Request[]) =>
  requests.map((request) => new URL(request.url)).filter((url) => url.pathname === '/rest/v1/rpc/catalog_page')

beforeEach(() => {
  stubSupabaseEnv()
  // jsdom does not implement scrolling; ScrollToTop calls it on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  useCartStore.setState({ items: [], adding: [] })
})

describe('app router', () => {
  it('renders /shop with the products PostgREST returned', async () => {
    const { requests } = stubNetwork((request) => {
      const { pathname } = new URL(request.url)
      if (pathname === '/rest/v1/rpc/catalog_page') return json(products.map((p) => ({ ...p, total: 2 })))
      // The filter values: refused, which the shop survives with its filters empty.
      if (pathname === '/rest/v1/rpc/catalog_facets') return json({ message: 'not here' }, 404)
    })

    renderApp('/shop')

    expect(await screen.findByRole('heading', { level: 1, name: 'Our Spice Collection' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Kashmiri Saffron' })).toHaveAttribute('href', '/product/kashmiri-saffron')
    expect(screen.getByRole('link', { name: 'Smoked Pimentón' })).toBeInTheDocument()
    expect(screen.getByText('$18.99')).toBeInTheDocument()
    expect(screen.getByText('$9.75')).toBeInTheDocument()

    // The request the catalogue makes: its first page by name, in one GET of catalog_page().
    const listCalls = productListCalls(requests)
    expect(listCalls).toHaveLength(1)
    const url = listCalls[0]!
    expect(url.origin).toBe(SUPABASE_URL)
    expect(url.searchParams.get('p_sort')).toBe('name-asc')
    expect(url.searchParams.get('p_page')).toBe('1')

    // The main layout is around it.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main')
    expect(document.getElementById('main')?.tagName).toBe('MAIN')
  })

  it('shows the error panel with the server message and does not retry a permission error', async () => {
    const { requests } = stubNetwork(() =>
      json({ code: '42501', message: 'permission denied for table products', details: null, hint: null }, 401),
    )

    renderApp('/shop')

    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument()
    expect(alert).toHaveTextContent("We couldn't load the spices. Error: permission denied for table products")
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument()
    expect(productListCalls(requests)).toHaveLength(1)
  })

  it('shows the empty catalogue state', async () => {
    stubNetwork(() => json([]))
    renderApp('/shop')
    expect(await screen.findByRole('heading', { name: 'Our Spice Rack is Currently Empty' })).toBeInTheDocument()
  })

  it('renders the 404 page inside the main layout for an unknown path', async () => {
    renderApp('/does-not-exist')
    expect(
      await screen.findByRole('heading', { level: 1, name: "404 - You've wandered off the spice trail!" }),
    ).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
  })

  it.each([
    ['/checkout', '/checkout/options', 'How Would You Like to Check Out?'],
    ['/checkout/no-such-step', '/checkout/options', 'How Would You Like to Check Out?'],
    ['/admin', '/admin/dashboard', 'Access Denied'],
  ])('redirects %s to %s, replacing history', async (from, to, heading) => {
    // Checkout sends an empty cart to the shop: a line to check out.
    useCartStore.setState({ items: [cartLine], adding: [] })
    const { router } = renderApp(from)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(to)
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('serves /terms with the terms page, canonical /terms-of-service', async () => {
    renderApp('/terms')
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument()
    await waitFor(() =>
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${window.location.origin}/terms-of-service`,
      ),
    )
  })
})
