import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useToastStore } from '@/stores/toast'
import { renderApp, stubSupabaseEnv } from '../../support/render-app'
import { json, stubNetwork } from '../../support/network'

// The /shop route with the real router, TanStack Query and PostgREST client; only the network is stubbed,
// by a small stand-in for PostgREST that understands the shop's filters.

interface Row {
  id: string
  product_name: string
  product_slug: string
  short_description: string
  price: number
  category_type: string
  main_image_url: string | null
  rating: number
  reviews_count: number
  inventory_count: number | null
  default_size: string | null
  available_sizes: unknown[]
}

const row = (n: number, name: string, category_type: string, price: number): Row => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  product_name: name,
  product_slug: name.toLowerCase().replaceAll(' ', '-'),
  short_description: `${name}, freshly packed.`,
  price,
  category_type,
  main_image_url: null,
  rating: 4.5,
  reviews_count: 10 + n,
  inventory_count: null,
  default_size: '50g',
  available_sizes: [{ value: '50g', label: '50 g jar', price_modifier: 0, stock: null }],
})

const CATALOGUE: Row[] = [
  ...Array.from({ length: 12 }, (_, i) => row(i + 1, `Pepper ${String.fromCharCode(65 + i)}`, 'Peppers', 5 + i)),
  row(13, 'Green Cardamom', 'Pods & Berries', 12.25),
  row(14, 'Cumin Seeds', 'Seeds', 5.5),
]

const FACETS = {
  category_types: [
    { value: 'Peppers', count: 12 },
    { value: 'Pods & Berries', count: 1 },
    { value: 'Seeds', count: 1 },
  ],
  cuisines: [{ value: 'Indian', count: 14 }],
  rarities: [{ value: 'common', count: 14 }],
  organic: [{ value: false, count: 14 }],
  product_count: 14,
  price_ceiling: 17,
}

interface Sent {
  url: URL
}

/** A text[] literal as products-query.ts writes it (every element quoted, nothing escaped in these tests). */
const arrayArgument = (value: string) => [...value.matchAll(/"([^"]*)"/g)].map((m) => m[1])

/** Answers the catalogue's requests from `rows` as catalog_page() would: term, categories, name order, page, total. */
function stubPostgrest(
  rows: Row[],
  options: { productsError?: { status: number; code: string; message: string } } = {},
) {
  const sent: Sent[] = []
  stubNetwork((request) => {
    const url = new URL(request.url)
    sent.push({ url })
    if (url.pathname === '/rest/v1/rpc/catalog_facets') return json(FACETS)
    if (url.pathname !== '/rest/v1/rpc/catalog_page') return undefined
    const { productsError } = options
    if (productsError) return json({ ...productsError, details: null, hint: null }, productsError.status)
    const args = url.searchParams
    let result = rows
    const term = args.get('p_term')?.toLowerCase()
    if (term) result = result.filter((r) => `${r.product_name} ${r.short_description}`.toLowerCase().includes(term))
    const categories = args.get('p_category_types')
    if (categories) result = result.filter((r) => arrayArgument(categories).includes(r.category_type))
    result = [...result].sort((a, b) => a.product_name.localeCompare(b.product_name))
    const size = Number(args.get('p_page_size'))
    const offset = (Number(args.get('p_page')) - 1) * size
    return json(result.slice(offset, offset + size).map((r) => ({ ...r, total: result.length })))
  })
  return sent
}

const productRequests = (sent: Sent[]) => sent.filter((s) => s.url.pathname === '/rest/v1/rpc/catalog_page')

/** The shop at `path`, with the home page behind it in history. */
const renderShop = (path = '/shop') => renderApp(path, { before: ['/'] }).router

const names = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent)
const filters = () => screen.getByRole('complementary', { name: 'Filters' })
const findFilters = () => screen.findByRole('complementary', { name: 'Filters' })

beforeEach(() => {
  stubSupabaseEnv()
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
})

afterEach(() => {
  useToastStore.getState().clear()
})

describe('/shop', () => {
  it('shows the first 12 products by name, the count, pagination and the facet counts', async () => {
    const sent = stubPostgrest(CATALOGUE)
    renderShop()

    // The first test also waits for the lazy route modules to load.
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Spice Collection' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12))
    expect(names()[0]).toBe('Cumin Seeds')
    expect(screen.getByText('Showing 1–12 of 14 spices')).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/shop?page=2')
    // The facets load once the page has settled: wait for them rather than assume they are there.
    expect(await within(await findFilters()).findByRole('checkbox', { name: 'Peppers (12)' })).not.toBeChecked()
    expect(within(filters()).getByRole('checkbox', { name: 'Not Organic (14)' })).toBeInTheDocument()
    expect(within(filters()).getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('max', '17')

    const [list] = productRequests(sent)
    expect([...list!.url.searchParams]).toEqual([
      ['p_sort', 'name-asc'],
      ['p_page', '1'],
      ['p_page_size', '12'],
    ])
    expect(sent.some((s) => s.url.pathname === '/rest/v1/rpc/catalog_facets')).toBe(true)
  })

  it("disables a sold-out spice's Add to Cart, which reads Out of Stock", async () => {
    const soldOut = { ...row(14, 'Cumin Seeds', 'Seeds', 5.5), inventory_count: 0 }
    stubPostgrest([...CATALOGUE.slice(0, 13), soldOut])
    renderShop()

    const card = (await screen.findByRole('heading', { level: 3, name: 'Cumin Seeds' })).closest('article')!
    expect(within(card).getByRole('button', { name: 'Out of Stock: Cumin Seeds' })).toBeDisabled()
    const other = screen.getByRole('heading', { level: 3, name: 'Green Cardamom' }).closest('article')!
    expect(within(other).getByRole('button', { name: 'Add to Cart: Green Cardamom' })).toBeEnabled()
  })

  it('ticks a filter at once, replaces the history entry and goes back to page 1', async () => {
    stubPostgrest(CATALOGUE)
    const router = renderShop('/shop?page=2')
    await waitFor(() => expect(names()).toEqual(['Pepper K', 'Pepper L']))

    const seeds = await within(await findFilters()).findByRole('checkbox', { name: 'Seeds (1)' })
    fireEvent.click(seeds)
    expect(seeds).toBeChecked() // before the router has finished its navigation
    await waitFor(() => expect(router.state.location.search).toBe('?category_types=Seeds'))
    expect(router.state.historyAction).toBe('REPLACE')
    await waitFor(() => expect(names()).toEqual(['Cumin Seeds']))
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument()

    // Back leaves the shop: the filter change did not add an entry.
    await act(() => router.navigate(-1))
    expect(router.state.location.pathname).toBe('/')
  })

  it('searches after a pause in typing, through the same catalog_page() read', async () => {
    const sent = stubPostgrest(CATALOGUE)
    const router = renderShop()
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12))

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search spices' }), { target: { value: 'cardam' } })
    expect(productRequests(sent).some((s) => s.url.searchParams.has('p_term'))).toBe(false)
    await waitFor(() => expect(router.state.location.search).toBe('?searchTerm=cardam'))
    await waitFor(() => expect(names()).toEqual(['Green Cardamom']))
    const search = productRequests(sent).find((s) => s.url.searchParams.has('p_term'))
    expect(search!.url.searchParams.get('p_term')).toBe('cardam')
    expect(screen.getByText('Showing 1 spice')).toBeInTheDocument()
  })

  it('Clear All Filters keeps the search term and the sort', async () => {
    stubPostgrest(CATALOGUE)
    const router = renderShop('/shop?searchTerm=pepper&category_types=Peppers&sortOrder=price-desc&page=2')
    const clear = await within(await findFilters()).findByRole('button', { name: 'Clear All Filters' })
    fireEvent.click(clear)
    await waitFor(() => expect(router.state.location.search).toBe('?searchTerm=pepper&sortOrder=price-desc'))
    expect(screen.getByRole('searchbox', { name: 'Search spices' })).toHaveValue('pepper')
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc')
    // The URL changes first; the filter panel re-renders from it a moment later.
    await waitFor(() => expect(within(filters()).getByRole('checkbox', { name: 'Peppers (12)' })).not.toBeChecked())
  })

  it('says when nothing matches, and "Clear Filters & See All" shows everything again', async () => {
    stubPostgrest(CATALOGUE)
    const router = renderShop('/shop?searchTerm=nutmeg&category_types=Seeds')
    expect(await screen.findByRole('heading', { name: 'No Spices Match Your Filters' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters & See All' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12))
    expect(screen.getByRole('searchbox', { name: 'Search spices' })).toHaveValue('')
  })

  it('shows the error panel with the server message, toasts it, and does not retry a permission error', async () => {
    const sent = stubPostgrest(CATALOGUE, {
      productsError: { status: 401, code: '42501', message: 'permission denied for table products' },
    })
    renderShop()
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument()
    expect(alert).toHaveTextContent("We couldn't load the spices. Error: permission denied for table products")
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument()
    expect(productRequests(sent)).toHaveLength(1)
    expect(useToastStore.getState().queue.map((t) => [t.title, t.description])).toContainEqual([
      'Error Fetching Products',
      'permission denied for table products',
    ])
  })

  it('shows the empty catalogue with a way home', async () => {
    stubPostgrest([])
    renderShop()
    expect(await screen.findByRole('heading', { name: 'Our Spice Rack is Currently Empty' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')
  })
})
