import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { productsQueryOptions } from '@/features/catalog/api/get-products'
import { buildProductsQuery, textArrayLiteral } from '@/features/catalog/api/products-query'
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

function stubFetch(answer: (sent: Sent) => Response = () => json([])) {
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

/** The query string's pairs, in order. */
const pairs = (url: URL) => [...url.searchParams]

describe('the catalog query', () => {
  it('is one GET of catalog_page() with no header a browser would preflight: first page by name', async () => {
    const { url, method, headers, body } = await request({})
    expect(method).toBe('GET')
    expect(body).toBeNull()
    expect(url.pathname).toBe('/rest/v1/rpc/catalog_page')
    expect(pairs(url)).toEqual([
      ['p_sort', 'name-asc'],
      ['p_page', '1'],
      ['p_page_size', '12'],
    ])
    // The total comes back on the rows: no `Prefer: count=exact`, which is not CORS-safelisted.
    expect(headers.get('prefer')).toBeNull()
    expect(headers.get('content-type')).toBeNull()
    // A guest's request carries the anon key as both the API key and the bearer, as supabase-js sends it.
    expect(headers.get('apikey')).toBe('test-anon-key')
    expect(headers.get('authorization')).toBe('Bearer test-anon-key')
  })

  it('passes each filter group as an argument, lists as quoted array literals', async () => {
    const { url } = await request({
      searchTerm: '  cardamon ',
      category_types: ['Flowers & Stamens', 'Peppers'],
      cuisines: ['Indian', 'Middle Eastern'],
      is_organic: [true],
      rarities: ['exotic', 'rare'],
      minPrice: 5,
      maxPrice: 20,
      sortOrder: 'price-desc',
      page: 3,
    })
    expect(pairs(url)).toEqual([
      ['p_term', 'cardamon'],
      ['p_category_types', '{"Flowers & Stamens","Peppers"}'],
      ['p_cuisines', '{"Indian","Middle Eastern"}'],
      ['p_is_organic', 'true'],
      ['p_rarities', '{"exotic","rare"}'],
      ['p_min_price', '5'],
      ['p_max_price', '20'],
      ['p_sort', 'price-desc'],
      ['p_page', '3'],
      ['p_page_size', '12'],
    ])
  })

  it('keeps a value with a comma, quote, brace or backslash one value', async () => {
    expect(textArrayLiteral(['Salt, Smoked {Cold}', 'Say "hi"', 'a\\b'])).toBe(
      '{"Salt, Smoked {Cold}","Say \\"hi\\"","a\\\\b"}',
    )
  })

  it('adds no organic argument when both or neither are chosen, and "Not Organic" alone is false', async () => {
    expect((await request({ is_organic: [true, false] })).url.searchParams.has('p_is_organic')).toBe(false)
    expect((await request({ is_organic: [] })).url.searchParams.has('p_is_organic')).toBe(false)
    expect((await request({ is_organic: [false] })).url.searchParams.get('p_is_organic')).toBe('false')
  })

  it('keeps a price bound of 0 (only free products) and leaves out absent bounds and a blank term', async () => {
    expect((await request({ maxPrice: 0 })).url.searchParams.get('p_max_price')).toBe('0')
    const url = (await request({ minPrice: null, maxPrice: null, searchTerm: '   ' })).url
    expect(['p_min_price', 'p_max_price', 'p_term'].filter((key) => url.searchParams.has(key))).toEqual([])
  })
})

describe('productsQueryOptions', () => {
  const products = [{ id: '1', product_name: 'Sumac', product_slug: 'sumac', price: 6.75 }]

  it('returns the page and the total the rows carry', async () => {
    stubFetch(() => json(products.map((product) => ({ ...product, total: 13 }))))
    const page = await new QueryClient().fetchQuery(productsQueryOptions({ ...DEFAULT_FILTERS, page: 2 }))
    expect(page).toEqual({ products, total: 13 })
  })

  it('answers a page past the end with the total and no rows (the shop then moves to the last page)', async () => {
    const sent = stubFetch(({ url }) =>
      url.searchParams.get('p_page') === '1' ? json([{ ...products[0], total: 13 }]) : json([]),
    )
    const page = await new QueryClient().fetchQuery(productsQueryOptions({ ...DEFAULT_FILTERS, page: 9 }))
    expect(page).toEqual({ products: [], total: 13 })
    expect(sent.map((s) => s.url.searchParams.get('p_page'))).toEqual(['9', '1'])
  })

  it('answers an empty first page with a total of 0, in one request', async () => {
    const sent = stubFetch(() => json([]))
    expect(await new QueryClient().fetchQuery(productsQueryOptions(DEFAULT_FILTERS))).toEqual({
      products: [],
      total: 0,
    })
    expect(sent).toHaveLength(1)
  })

  it('throws the PostgREST error', async () => {
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
