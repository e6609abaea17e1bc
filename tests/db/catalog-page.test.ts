import { PostgrestClient } from '@supabase/postgrest-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANON_KEY } from '../../supabase/local/index.ts'
import { buildProductsQuery } from '../../src/features/catalog/api/products-query.ts'
import { DEFAULT_FILTERS, pageRange } from '../../src/features/catalog/lib/shop-filters.ts'
import type { ProductListFilters, ProductSortOrder } from '../../src/types/models.ts'
import type { Database } from '../../src/types/supabase.ts'
import { backend, startTestStack, type TestStack } from '../helpers/stack.ts'

// catalog_page(), the shop's one catalogue read (a GET, so a browser sends no preflight): for a range of
// filter states it must answer exactly what the shop's previous read answered (PostgREST filters on the
// table or on search_products(), `count=exact` and a range), for a guest, a customer and an admin.

let t: TestStack
type Db = PostgrestClient<Database>
const readers: { name: string; db: Db }[] = []

const dbFor = (token: string): Db =>
  new PostgrestClient<Database>(`${t.url}/rest/v1`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` },
  })

/** Values that a bare comma-joined array (postgrest-js's own GET form) would split or misread. */
const ODD_CATEGORY = 'Salts, "Smoked" {Cold}'
const ODD_CUISINE = 'Back\\slash'

const FIXTURES = [
  // Same name and price: only the id orders them, on every sort.
  { product_name: 'Tie Test Pepper', product_slug: 'page-test-tie-a', price: 9, category_type: 'Peppers' },
  { product_name: 'Tie Test Pepper', product_slug: 'page-test-tie-b', price: 9, category_type: 'Peppers' },
  { product_name: 'Odd Test Salt', product_slug: 'page-test-odd', price: 4.5, category_type: ODD_CATEGORY },
  { product_name: 'Free Test Sample', product_slug: 'page-test-free', price: 0, category_type: 'Blends' },
  { product_name: 'Hidden Test Pepper', product_slug: 'page-test-hidden', price: 9, is_active: false },
].map((row) => ({
  category_type: 'Peppers',
  cuisine: ODD_CUISINE,
  short_description: 'A page test product.',
  is_active: true,
  ...row,
}))

beforeAll(async () => {
  t = await startTestStack()
  for (const [table, name] of [
    ['product_categories', ODD_CATEGORY],
    ['product_cuisines', ODD_CUISINE],
  ] as const) {
    const { error } = await t.service.from(table).insert({ name })
    if (error) throw new Error(error.message)
  }
  const { error } = await t.service.from('products').insert(FIXTURES)
  if (error) throw new Error(error.message)
  const token = async (client: Promise<TestStack['anon']>) =>
    (await (await client).auth.getSession()).data.session?.access_token ?? ''
  readers.push(
    { name: 'anon', db: dbFor(ANON_KEY) },
    { name: 'customer', db: dbFor(await token(t.customer())) },
    { name: 'admin', db: dbFor(await token(t.admin())) },
  )
}, 120_000)

afterAll(async () => {
  await t?.stop()
})

const CARD_COLUMNS =
  'id, product_name, product_slug, price, main_image_url, rating, reviews_count, inventory_count, default_size, available_sizes'

const ORDER: Record<ProductSortOrder, [string, boolean][]> = {
  'name-asc': [
    ['product_name', true],
    ['id', true],
  ],
  'name-desc': [
    ['product_name', false],
    ['id', true],
  ],
  'price-asc': [
    ['price', true],
    ['product_name', true],
    ['id', true],
  ],
  'price-desc': [
    ['price', false],
    ['product_name', true],
    ['id', true],
  ],
}

/** The shop's read before catalog_page(), kept here as the reference. */
async function previousRead(db: Db, filters: ProductListFilters) {
  const term = filters.searchTerm.trim()
  let query = term
    ? db.rpc('search_products', { p_term: term }, { count: 'exact' }).select(CARD_COLUMNS)
    : db.from('products').select(CARD_COLUMNS, { count: 'exact' }).eq('is_active', true)
  if (filters.category_types.length) query = query.in('category_type', filters.category_types)
  if (filters.cuisines.length) query = query.in('cuisine', filters.cuisines)
  if (filters.is_organic.length === 1) query = query.eq('is_organic', filters.is_organic[0] as boolean)
  if (filters.rarities.length) query = query.in('rarity', filters.rarities)
  if (filters.minPrice !== null) query = query.gte('price', filters.minPrice)
  if (filters.maxPrice !== null) query = query.lte('price', filters.maxPrice)
  for (const [column, ascending] of ORDER[filters.sortOrder]) query = query.order(column, { ascending })
  const { from, to } = pageRange(filters.page)
  const { data, count, error } = await query.range(from, to)
  if (error) throw new Error(`${error.code} ${error.message}`)
  return { rows: data, total: count }
}

async function catalogPage(db: Db, filters: ProductListFilters) {
  const { data, error } = await buildProductsQuery(db, filters)
  if (error) throw new Error(`${error.code} ${error.message}`)
  const totals = new Set(data.map((row) => row.total))
  expect(totals.size).toBeLessThanOrEqual(1)
  return { rows: data.map(({ total: _total, ...row }) => row), total: data[0]?.total ?? null }
}

const CASES: [string, Partial<ProductListFilters>][] = [
  ['the first page by name', {}],
  ['page 2 by name', { page: 2 }],
  ['name-desc', { sortOrder: 'name-desc' }],
  ['price-asc, page 2 (ties by name, then id)', { sortOrder: 'price-asc', page: 2 }],
  ['price-desc, page 3', { sortOrder: 'price-desc', page: 3 }],
  ['two categories', { category_types: ['Peppers', 'Seeds'] }],
  ['two cuisines, price-asc', { cuisines: ['Indian', 'Thai'], sortOrder: 'price-asc' }],
  ['organic only', { is_organic: [true] }],
  ['not organic only', { is_organic: [false], page: 2 }],
  ['two rarities', { rarities: ['exotic', 'rare'] }],
  ['a price range', { minPrice: 5, maxPrice: 20, sortOrder: 'price-desc' }],
  ['free products only', { maxPrice: 0 }],
  ['a category with an ampersand', { category_types: ['Blends', 'Pods & Berries'] }],
  ['a cuisine with a backslash', { cuisines: [ODD_CUISINE] }],
  ['every filter at once', { category_types: ['Peppers'], cuisines: ['Indian'], rarities: ['rare'], maxPrice: 40 }],
  ['a search term', { searchTerm: 'pepper' }],
  ['a search term with a typo, price-desc', { searchTerm: 'cardamon', sortOrder: 'price-desc' }],
  ['a search with filters, page 2', { searchTerm: 'e', is_organic: [false], minPrice: 3, page: 2 }],
  ['a search only an inactive product matches', { searchTerm: 'hidden test' }],
  ['nothing matches', { category_types: ['Peppers'], maxPrice: 0 }],
]

describe(`catalog_page() against the previous read (${backend})`, () => {
  it.each(CASES)('%s: the same rows, in the same order, and the same total', async (_name, change) => {
    const filters = { ...DEFAULT_FILTERS, ...change }
    for (const { name, db } of readers) {
      const expected = await previousRead(db, filters)
      const actual = await catalogPage(db, filters)
      expect({ reader: name, ...actual }).toEqual({
        reader: name,
        rows: expected.rows,
        total: expected.rows.length ? expected.total : null,
      })
    }
  })

  it('covers the catalogue: the cases above see every active product and no inactive one', async () => {
    const { count } = await t.anon.from('products').select('id', { count: 'exact', head: true }).eq('is_active', true)
    const all = await catalogPage(readers[0]!.db, { ...DEFAULT_FILTERS, page: 1 })
    expect(all.total).toBe(count)
    const slugs: string[] = []
    for (let page = 1; page <= Math.ceil((count ?? 0) / 12); page += 1) {
      slugs.push(...(await catalogPage(readers[2]!.db, { ...DEFAULT_FILTERS, page })).rows.map((r) => r.product_slug))
    }
    expect(new Set(slugs).size).toBe(count)
    expect(slugs).not.toContain('page-test-hidden')
  })

  it('finds a category holding a comma, quotes and braces (lost by the previous in.() filter)', async () => {
    for (const { db } of readers) {
      const page = await catalogPage(db, { ...DEFAULT_FILTERS, category_types: [ODD_CATEGORY, 'Blends'] })
      expect(page.rows.map((r) => r.product_slug)).toContain('page-test-odd')
      const blends = await previousRead(db, { ...DEFAULT_FILTERS, category_types: ['Blends'] })
      expect(page.total).toBe((blends.total ?? 0) + 1)
    }
  })

  it('answers a page past the end with no rows rather than an error', async () => {
    const { data, error, status } = await buildProductsQuery(readers[0]!.db, { ...DEFAULT_FILTERS, page: 500 })
    expect({ data, error, status }).toEqual({ data: [], error: null, status: 200 })
  })

  it('is a GET with the arguments in the query and no Prefer header', async () => {
    const seen: { method: string; url: string; prefer: string | null }[] = []
    const db = new PostgrestClient<Database>(`${t.url}/rest/v1`, {
      headers: { apikey: ANON_KEY },
      fetch: (input, init) => {
        seen.push({
          method: init?.method ?? 'GET',
          url: String(input),
          prefer: new Headers(init?.headers).get('prefer'),
        })
        return fetch(input, init)
      },
    })
    await buildProductsQuery(db, { ...DEFAULT_FILTERS, category_types: ['Peppers'], searchTerm: 'pepper' })
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ method: 'GET', prefer: null })
    expect(new URL(seen[0]!.url).pathname).toBe('/rest/v1/rpc/catalog_page')
  })
})
