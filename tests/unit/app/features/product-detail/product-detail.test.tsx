import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { settleAfter } from '@/lib/when-settled'
import { productKeys } from '@/lib/query-keys'
import { useCartStore } from '@/stores/cart'
import { useToastStore } from '@/stores/toast'
import { DEFAULT_FILTERS } from '@/features/catalog/lib/shop-filters'
import type { ProductRow } from '@/types/models'
import { renderApp, stubSupabaseEnv } from '../../support/render-app'
import { json, stubNetwork } from '../../support/network'

const pimenton: ProductRow = {
  id: '22222222-2222-4222-8222-222222222222',
  product_name: 'Smoked Pimentón',
  product_slug: 'smoked-pimenton',
  short_description: 'Oak-smoked Spanish paprika.',
  long_description: 'Dried slowly over oak fires in La Vera.\n\nA second paragraph.',
  flavor_profile: 'Smoky, sweet and round.',
  origin_story: 'From Extremadura.',
  suggested_recipes: [{ title: 'Patatas Bravas', description: 'Crisp potatoes with a smoky sauce.' }],
  price: 9.75,
  main_image_url: '/images/products/smoked-pimenton.svg',
  gallery_image_urls: ['/images/products/smoked-pimenton-2.svg'],
  image_url: null,
  category_type: 'Peppers',
  cuisine: 'Spanish',
  rarity: 'common',
  is_organic: true,
  is_active: true,
  rating: 4.5,
  reviews_count: 120,
  inventory_count: 30,
  default_size: '100g',
  available_sizes: [
    { value: '50g', label: '50 g tin', price_modifier: -3, stock: 4 },
    { value: '100g', label: '100 g tin', price_modifier: 0, stock: null },
    { value: '250g', label: '250 g pouch', price_modifier: 8.5, stock: 0 },
  ],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
}

/** A PostgREST stand-in for the products table: eq/neq filters on the row list, single-object answers. */
function stubProducts(rows: ProductRow[], options: { fail?: boolean } = {}) {
  return stubNetwork((request) => {
    const url = new URL(request.url)
    if (options.fail) return Promise.reject(new TypeError('Failed to fetch'))
    // The reviews section, which has none to show.
    if (url.pathname === '/rest/v1/rpc/get_product_reviews') return json([], 200, { 'Content-Range': '*/0' })
    if (url.pathname !== '/rest/v1/products') return undefined
    let result = rows
    for (const [column, filter] of url.searchParams) {
      const [op, value] = [filter.slice(0, filter.indexOf('.')), filter.slice(filter.indexOf('.') + 1)]
      const read = (row: ProductRow) => String(row[column as keyof ProductRow])
      if (op === 'eq') result = result.filter((row) => read(row) === value)
      if (op === 'neq') result = result.filter((row) => read(row) !== value)
    }
    return request.headers.get('Accept')?.includes('vnd.pgrst.object') ? json(result[0] ?? null) : json(result)
  })
}

beforeEach(() => {
  stubSupabaseEnv()
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  // No realtime server in unit tests: the page only logs that live updates are unavailable.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  useCartStore.setState({ items: [], adding: [] })
  useToastStore.getState().clear()
})

/** The first render loads the lazy route chunks, which is slow on a cold test run. */

const toastTitles = () => useToastStore.getState().queue.map((t) => t.title)

describe('product page', () => {
  it('shows the product found by slug with sizes, price, per-100 g price and tabs', async () => {
    const { fetchMock } = stubProducts([pimenton])
    renderApp('/product/smoked-pimenton')

    expect(await screen.findByRole('heading', { level: 1, name: 'Smoked Pimentón' })).toBeInTheDocument()
    expect(screen.getByText('Peppers | Spanish | Common')).toBeInTheDocument()
    expect(screen.getByText('Rated 4.5 out of 5, 120 reviews')).toBeInTheDocument()
    expect(document.title).toBe('Buy Smoked Pimentón Online | CasaBite')

    const request = new URL(String(fetchMock.mock.calls[0]![0]))
    expect(request.searchParams.get('product_slug')).toBe('eq.smoked-pimenton')
    expect(request.searchParams.get('is_active')).toBe('eq.true')

    // The default size is preselected; the sold-out size is disabled and says so.
    expect(screen.getByRole('radio', { name: /100 g tin/ })).toBeChecked()
    expect(screen.getByRole('radio', { name: /250 g pouch\s*·\s*\$18\.25\s*\(Out of stock\)/ })).toBeDisabled()
    expect(screen.getByTestId('product-price')).toHaveTextContent('$9.75')
    expect(screen.getByTestId('unit-price')).toHaveTextContent('$9.75 per 100 g')

    fireEvent.click(screen.getByRole('radio', { name: /50 g tin/ }))
    expect(screen.getByTestId('product-price')).toHaveTextContent('$6.75')
    expect(screen.getByTestId('unit-price')).toHaveTextContent('$13.50 per 100 g')

    // The stepper stops at the size's stock of 4.
    const plus = screen.getByRole('button', { name: 'Increase quantity' })
    for (let i = 0; i < 6; i++) fireEvent.click(plus)
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(4)
    expect(plus).toBeDisabled()

    const tabs = screen.getByRole('tablist', { name: 'Product information' })
    expect(within(tabs).getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true')
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Origin Story' }))
    expect(screen.getByRole('tabpanel', { name: 'Origin Story' })).toHaveTextContent('From Extremadura.')

    const jsonLd = document.querySelector('script[type="application/ld+json"]')
    expect(JSON.parse(jsonLd!.textContent!)).toMatchObject({
      '@type': 'Product',
      name: 'Smoked Pimentón',
      sku: 'smoked-pimenton',
      offers: { price: '9.75', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: '4.5', reviewCount: 120 },
    })
  })

  it('asks for reviews and related spices only once the page has settled, after its first paint', async () => {
    let loading = true
    settleAfter(() => loading)
    const { requests } = stubProducts([pimenton])
    renderApp('/product/smoked-pimenton')
    expect(await screen.findByRole('heading', { level: 1, name: 'Smoked Pimentón' })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 500))
    const later = () =>
      requests.filter((request) => {
        const url = new URL(request.url)
        return (
          url.pathname === '/rest/v1/rpc/get_product_reviews' ||
          url.searchParams.has('product_slug', 'neq.smoked-pimenton')
        )
      })
    expect(later()).toEqual([])
    expect(screen.getByRole('status', { name: 'Loading related spices' })).toBeInTheDocument()

    loading = false
    await waitFor(() => expect(later()).toHaveLength(2), { timeout: 5000 })
    settleAfter(() => false)
  })

  it('looks a UUID up by id', async () => {
    const { fetchMock } = stubProducts([pimenton])
    renderApp(`/product/${pimenton.id}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Smoked Pimentón' })).toBeInTheDocument()
    const request = new URL(String(fetchMock.mock.calls[0]![0]))
    expect(request.searchParams.get('id')).toBe(`eq.${pimenton.id}`)
  })

  it('adds the chosen size and quantity to the cart after the delay', async () => {
    stubProducts([pimenton])
    renderApp('/product/smoked-pimenton')
    await screen.findByRole('heading', { level: 1, name: 'Smoked Pimentón' })
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ }))
    expect(await screen.findByRole('button', { name: /Adding/ })).toBeInTheDocument()
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)))
    expect(useCartStore.getState().items).toMatchObject([
      { slug: 'smoked-pimenton', size: { value: '100g' }, quantity: 2 },
    ])
    expect(toastTitles()).toContain('Smoked Pimentón added to cart!')
  })

  it('disables Add to Cart when every size is sold out', async () => {
    const soldOut = {
      ...pimenton,
      available_sizes: [{ value: '50g', label: '50 g tin', price_modifier: 0, stock: 0 }],
    }
    stubProducts([soldOut])
    renderApp('/product/smoked-pimenton')
    await screen.findByRole('heading', { level: 1, name: 'Smoked Pimentón' })
    expect(screen.getByRole('button', { name: /Out of Stock/ })).toBeDisabled()
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1)
  })

  it('asks a guest to log in for the wishlist', async () => {
    stubProducts([pimenton])
    renderApp('/product/smoked-pimenton')
    await screen.findByRole('heading', { level: 1, name: 'Smoked Pimentón' })
    fireEvent.click(screen.getByRole('button', { name: 'Add to Wishlist' }))
    const loginToast = useToastStore.getState().queue.find((t) => t.title === 'Login Required')
    expect(loginToast?.actions?.[0]?.label).toBe('Login/Signup')
  })

  it('shows "Product Not Available" for an unknown slug', async () => {
    stubProducts([pimenton])
    renderApp('/product/no-such-spice')
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Available' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse Other Spices' })).toHaveAttribute('href', '/shop')
    expect(
      screen.getByText('Product with ID/slug no-such-spice not found in database or local fallback.'),
    ).toBeInTheDocument()
  })

  it('falls back to the cached catalogue when the service is unreachable', async () => {
    stubProducts([], { fail: true })
    const queryClient = createQueryClient()
    // The shop's cached page of cards: only some columns, the rest is completed with neutral values.
    const card = {
      id: pimenton.id,
      product_name: pimenton.product_name,
      product_slug: pimenton.product_slug,
      price: pimenton.price,
      main_image_url: pimenton.main_image_url,
      rating: pimenton.rating,
      reviews_count: pimenton.reviews_count,
      inventory_count: pimenton.inventory_count,
      default_size: pimenton.default_size,
      available_sizes: pimenton.available_sizes,
    }
    queryClient.setQueryData(productKeys.list(DEFAULT_FILTERS), { products: [card], total: 1 })
    renderApp('/product/smoked-pimenton', { queryClient })
    expect(await screen.findByRole('heading', { level: 1, name: 'Smoked Pimentón' })).toBeInTheDocument()
    expect(toastTitles()).toContain('Using Local Data')
    expect(screen.getByRole('radio', { name: /50 g tin/ })).toBeEnabled()
  })
})
