import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { productsQueryOptions } from '@/features/catalog/api/get-products'
import { buildProductsQuery, PRODUCT_CARD_COLUMNS } from '@/features/catalog/api/products-query'
import { DEFAULT_FILTERS } from '@/features/catalog/lib/shop-filters'
import { AUTH_STORAGE_KEY } from '@/config/auth'
import { db } from '@/lib/supabase'
import type { ProductListFilters } from '@/types/models'
import { json, stubNetwork } from '../../support/network'
import { saveSession } from '../../support/session'

// The catalog query at the HTTP boundary: the app's own PostgREST client, a stubbed fetch, and
// assertions on the request it sends.

vi.hoisted(() => {
  // The app's client reads the environment when first imported.
  vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:54321')
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'test-anon-key')
})

interface Sent {
  url: URL
  method: string
  headers: Headers
  body: unknown
}

/** The `Content-Range` PostgREST sends with a counted answer. */
const range = (value: string) => ({ 'Content-Range': value })

function stubFetch(answer: (sent: Sent) => Response = () => json([], 200, range('*/0'))) {
  const sent: Sent[] = []
  stubNetwork(async (request) => {
    const text = await request.text()
    const entry = {
      url: new URL(request.url),
      method: request.method,
      headers: request.headers,
      body: text ? JSON.parse(text) : null,
    }
    sent.push(entry)
    return answer(entry)
  })
  return sent
}

async function request(filters: Partial<ProductListFilters>) {
  const sent = stubFetch()
  await buildProductsQuery(db, { ...DEFAULT_FILTERS, ...filters })
  expect(sent).toHaveLength(1)
  return sent[0]!
}

/** The query string's pairs, in order, without the select list. */
const pairs = (url: URL) => [...url.searchParams].filter(([key]) => key !== 'select')

describe('the catalog query without a search term', () => {
  it('reads active products from the table, card columns only, counted, first page by name', async () => {
    const { url, method, headers } = await request({})
    expect(method).toBe('GET')
    expect(url.pathname).toBe('/rest/v1/products')
    expect(url.searchParams.get('select')).toBe(PRODUCT_CARD_COLUMNS.replaceAll(' ', ''))
    expect(pairs(url)).toEqual([
      ['is_active', 'eq.true'],
      ['order', 'product_name.asc,id.asc'],
      ['offset', '0'],
      ['limit', '12'],
    ])
    expect(headers.get('prefer')).toBe('count=exact')
    // A guest's request carries the anon key as both the API key and the bearer, as supabase-js sends it.
    expect(headers.get('apikey')).toBe('test-anon-key')
    expect(headers.get('authorization')).toBe('Bearer test-anon-key')
  })

  it('maps each filter group to a PostgREST filter', async () => {
    const { url } = await request({
      category_types: ['Flowers & Stamens', 'Peppers'],
      cuisines: ['Indian', 'Middle Eastern'],
      is_organic: [true],
      rarities: ['exotic', 'rare'],
      minPrice: 5,
      maxPrice: 20,
    })
    expect(pairs(url)).toEqual([
      ['is_active', 'eq.true'],
      ['category_type', 'in.(Flowers & Stamens,Peppers)'],
      ['cuisine', 'in.(Indian,Middle Eastern)'],
      ['is_organic', 'eq.true'],
      ['rarity', 'in.(exotic,rare)'],
      ['price', 'gte.5'],
      ['price', 'lte.20'],
      ['order', 'product_name.asc,id.asc'],
      ['offset', '0'],
      ['limit', '12'],
    ])
  })

  it('quotes a value with a comma or parenthesis so it stays one value', async () => {
    expect((await request({ cuisines: ['Salt, Smoked (Cold)'] })).url.searchParams.get('cuisine')).toBe(
      'in.("Salt, Smoked (Cold)")',
    )
  })

  it('adds no organic filter when both or neither are chosen, and "Not Organic" alone is is_organic=false', async () => {
    expect((await request({ is_organic: [true, false] })).url.searchParams.has('is_organic')).toBe(false)
    expect((await request({ is_organic: [] })).url.searchParams.has('is_organic')).toBe(false)
    expect((await request({ is_organic: [false] })).url.searchParams.get('is_organic')).toBe('eq.false')
  })

  it('keeps a price bound of 0 (only free products) and leaves out absent bounds', async () => {
    expect((await request({ maxPrice: 0 })).url.searchParams.getAll('price')).toEqual(['lte.0'])
    expect((await request({ minPrice: null, maxPrice: null })).url.searchParams.has('price')).toBe(false)
  })

  it.each([
    ['name-asc', 'product_name.asc,id.asc'],
    ['name-desc', 'product_name.desc,id.asc'],
    ['price-asc', 'price.asc,product_name.asc,id.asc'],
    ['price-desc', 'price.desc,product_name.asc,id.asc'],
  ] as const)('sorts %s as order=%s', async (sortOrder, order) => {
    expect((await request({ sortOrder })).url.searchParams.get('order')).toBe(order)
  })

  it('asks for rows 12 at a time by page', async () => {
    const third = (await request({ page: 3 })).url
    expect(third.searchParams.get('offset')).toBe('24')
    expect(third.searchParams.get('limit')).toBe('12')
  })
})

describe('the catalog query with a search term', () => {
  it('calls search_products() with the trimmed term and the same filters, sort, count and range', async () => {
    const { url, method, headers, body } = await request({
      searchTerm: '  cardamon ',
      category_types: ['Pods & Berries'],
      is_organic: [false],
      maxPrice: 15,
      sortOrder: 'price-desc',
      page: 2,
    })
    expect(method).toBe('POST')
    expect(url.pathname).toBe('/rest/v1/rpc/search_products')
    expect(body).toEqual({ p_term: 'cardamon' })
    expect(headers.get('prefer')?.split(', ')).toContain('count=exact')
    expect(url.searchParams.get('select')).toBe(PRODUCT_CARD_COLUMNS.replaceAll(' ', ''))
    expect(pairs(url)).toEqual([
      ['category_type', 'in.(Pods & Berries)'],
      ['is_organic', 'eq.false'],
      ['price', 'lte.15'],
      ['order', 'price.desc,product_name.asc,id.asc'],
      ['offset', '12'],
      ['limit', '12'],
    ])
  })

  it('uses the table again for a term of spaces only', async () => {
    expect((await request({ searchTerm: '   ' })).url.pathname).toBe('/rest/v1/products')
  })
})

describe('productsQueryOptions', () => {
  const products = [{ id: '1', product_name: 'Sumac', product_slug: 'sumac', price: 6.75 }]

  it('returns the page and the total from Content-Range', async () => {
    stubFetch(() => json(products, 206, range('12-12/13')))
    const page = await new QueryClient().fetchQuery(productsQueryOptions({ ...DEFAULT_FILTERS, page: 2 }))
    expect(page).toEqual({ products, total: 13 })
  })

  it('answers a page past the end with the total and no rows (the shop then moves to the last page)', async () => {
    const sent = stubFetch(({ url }) =>
      url.searchParams.get('offset') === '0'
        ? json([products[0]], 206, range('0-0/13'))
        : json({ code: 'PGRST103', message: 'Requested range not satisfiable', details: null, hint: null }, 416),
    )
    const page = await new QueryClient().fetchQuery(productsQueryOptions({ ...DEFAULT_FILTERS, page: 9 }))
    expect(page).toEqual({ products: [], total: 13 })
    expect(sent.map((s) => [s.url.searchParams.get('offset'), s.url.searchParams.get('limit')])).toEqual([
      ['96', '12'],
      ['0', '1'],
    ])
  })

  it('throws the PostgREST error for anything else', async () => {
    stubFetch(() =>
      json({ code: '42501', message: 'permission denied for table products', details: null, hint: null }, 401),
    )
    await expect(new QueryClient().fetchQuery(productsQueryOptions(DEFAULT_FILTERS))).rejects.toMatchObject({
      code: '42501',
      message: 'permission denied for table products',
    })
  })

  it('keys each filter state apart, under the product lists', async () => {
    expect(productsQueryOptions(DEFAULT_FILTERS).queryKey).toEqual(['products', 'list', DEFAULT_FILTERS])
  })
})

describe('who a request speaks for', () => {
  afterEach(() => {
    localStorage.clear()
  })

  it('a browser with a saved session sends its access token as the bearer, and the anon key again once it is gone', async () => {
    const { access_token: accessToken } = saveSession('5f0c1a52-4d43-4b0e-9d55-3a4e2c1b7f10')
    const signedIn = await request({})
    expect(signedIn.headers.get('authorization')).toBe(`Bearer ${accessToken}`)
    expect(signedIn.headers.get('apikey')).toBe('test-anon-key')

    localStorage.removeItem(AUTH_STORAGE_KEY)
    const signedOut = await request({})
    expect(signedOut.headers.get('authorization')).toBe('Bearer test-anon-key')
  })
})
