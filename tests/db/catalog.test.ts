import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../helpers/stack.ts'

// The shop's catalogue reads, through supabase-js as the browser makes them: search_products()
// (substring and typo-tolerant search, composed with the shop's filters, count and range) and
// catalog_facets() (the filter values with counts and the price ceiling).

let t: TestStack

/** Products of this file's own, with words no seeded product uses. */
const FIXTURES = [
  {
    product_name: 'Quokka Island Pepper',
    product_slug: 'catalog-test-quokka-pepper',
    short_description: 'A test pepper grown beside the Wombatvale estuary.',
    price: 7.4,
    category_type: 'Peppers',
    cuisine: 'Global',
    is_active: true,
  },
  {
    product_name: 'Retired Test Blend',
    product_slug: 'catalog-test-retired-blend',
    short_description: 'No longer sold; also from the Wombatvale estuary.',
    price: 3.1,
    category_type: 'Blends',
    cuisine: 'Global',
    is_active: false,
  },
  {
    product_name: 'Percent 100% Test Salt',
    product_slug: 'catalog-test-percent-salt',
    short_description: 'Its name holds a literal percent sign and an under_score.',
    price: 2.2,
    category_type: 'Blends',
    cuisine: 'Global',
    is_active: true,
  },
]

beforeAll(async () => {
  t = await startTestStack()
  const { error } = await t.service.from('products').insert(FIXTURES)
  if (error) throw new Error(error.message)
})

afterAll(async () => {
  await t?.stop()
})

const search = (term: string) =>
  t.anon.rpc('search_products', { p_term: term }, { count: 'exact' }).select('product_slug, product_name')

const slugs = (rows: { product_slug: string }[] | null) => (rows ?? []).map((r) => r.product_slug)

describe('search_products()', () => {
  it('tolerates a typo in a product name: "cardamon" finds Green Cardamom', async () => {
    const { data, error } = await search('cardamon')
    expect(error).toBeNull()
    expect(slugs(data)).toContain('green-cardamom')
    // ...and stays precise: a typo of one product is not a match for the whole shelf.
    expect(data!.length).toBeLessThanOrEqual(3)
    // A dropped letter, in any case.
    expect(slugs((await search('tumeric')).data)).toEqual(['lakadong-turmeric'])
    expect(slugs((await search('SAFRON')).data)).toEqual(['kashmiri-saffron'])
  })

  it('matches a substring of the short description', async () => {
    const { data, error } = await search('wombatval')
    expect(error).toBeNull()
    expect(slugs(data)).toEqual(['catalog-test-quokka-pepper'])
    const seeded = await search('malabar coast')
    expect(slugs(seeded.data)).toEqual(['tellicherry-peppercorns'])
  })

  it('matches a substring of the name, case-insensitively and ignoring surrounding spaces', async () => {
    for (const term of ['GREEN CARDAMOM', 'gReEn CaRd', '  green cardamom  ', 'ardamo']) {
      const { data, error } = await search(term)
      expect(error).toBeNull()
      expect(slugs(data), term).toContain('green-cardamom')
    }
  })

  it('treats LIKE wildcards in the term literally', async () => {
    expect(slugs((await search('100%')).data)).toEqual(['catalog-test-percent-salt'])
    expect(slugs((await search('under_score')).data)).toEqual(['catalog-test-percent-salt'])
    expect((await search('%')).data!.map((r) => r.product_slug)).toEqual(['catalog-test-percent-salt'])
    const { data, count } = await search('_')
    expect(slugs(data)).toEqual(['catalog-test-percent-salt'])
    expect(count).toBe(1)
  })

  it('finds nothing for a term nothing resembles, with a count of 0', async () => {
    const { data, count, error } = await search('xqzjvwk')
    expect(error).toBeNull()
    expect(data).toEqual([])
    expect(count).toBe(0)
  })

  it('never returns an inactive product, not even to the service role, which bypasses RLS', async () => {
    for (const client of [t.anon, t.service, await t.admin()]) {
      const { data } = await client.rpc('search_products', { p_term: 'wombatvale' }).select('product_slug')
      expect(slugs(data)).toEqual(['catalog-test-quokka-pepper'])
    }
    const seededInactive = await t.service.rpc('search_products', { p_term: 'madras curry' }).select('product_slug')
    expect(slugs(seededInactive.data)).toEqual([])
  })

  it('returns every active product for an empty term', async () => {
    const { count: active } = await t.anon.from('products').select('id', { count: 'exact', head: true })
    const { count, error } = await t.anon
      .rpc('search_products', { p_term: '' }, { count: 'exact', head: true })
      .select('id')
    expect(error).toBeNull()
    expect(count).toBe(active)
    expect(active).toBe(42) // 40 seeded + 2 active fixtures
  })

  it("composes with the shop's filters, sort, exact count and range like the table does", async () => {
    const term = 'seed'
    const filtered = () =>
      t.anon
        .rpc('search_products', { p_term: term }, { count: 'exact' })
        .select('product_slug, price, category_type, cuisine, is_organic')
        .in('category_type', ['Seeds', 'Blends'])
        .in('cuisine', ['Indian', 'Middle Eastern', 'Global', 'Caribbean', 'Ethiopian'])
        .gte('price', 4)
        .lte('price', 9)
        .order('price', { ascending: false })
        .order('product_name')
        .order('id')

    // The same question asked of the table with PostgREST's own filters: the answer must agree.
    const expected = await t.anon
      .from('products')
      .select('product_slug', { count: 'exact' })
      .eq('is_active', true)
      .or(`product_name.ilike.*${term}*,short_description.ilike.*${term}*`)
      .in('category_type', ['Seeds', 'Blends'])
      .in('cuisine', ['Indian', 'Middle Eastern', 'Global', 'Caribbean', 'Ethiopian'])
      .gte('price', 4)
      .lte('price', 9)
      .order('price', { ascending: false })
      .order('product_name')
      .order('id')
    expect(expected.error).toBeNull()
    expect(expected.count).toBeGreaterThanOrEqual(4)

    const all = await filtered()
    expect(all.error).toBeNull()
    expect(all.count).toBe(expected.count)
    expect(slugs(all.data)).toEqual(slugs(expected.data))
    for (const row of all.data!) {
      expect(['Seeds', 'Blends']).toContain(row.category_type)
      expect(row.price).toBeGreaterThanOrEqual(4)
      expect(row.price).toBeLessThanOrEqual(9)
    }

    const page = await filtered().range(2, 3)
    expect(page.error).toBeNull()
    expect(page.count).toBe(expected.count)
    expect(slugs(page.data)).toEqual(slugs(expected.data).slice(2, 4))

    const organic = await filtered().eq('is_organic', true)
    expect(organic.data!.every((r) => r.is_organic)).toBe(true)
    expect(organic.count).toBe(all.data!.filter((r) => r.is_organic).length)
  })

  it('combines typo tolerance with filters', async () => {
    const inPods = await search('cardamon').in('category_type', ['Pods & Berries'])
    expect(slugs(inPods.data)).toContain('green-cardamom')
    const inSeeds = await search('cardamon').in('category_type', ['Seeds'])
    expect(slugs(inSeeds.data)).not.toContain('green-cardamom')
  })

  it('answers an offset past the end with PGRST103, as PostgREST does', async () => {
    const { error } = await search('cardamon').range(120, 131)
    expect(error?.code).toBe('PGRST103')
  })
})

interface FacetValue<T> {
  value: T
  count: number
}
interface Facets {
  category_types: FacetValue<string>[]
  cuisines: FacetValue<string>[]
  rarities: FacetValue<string>[]
  organic: FacetValue<boolean>[]
  product_count: number
  price_ceiling: number
}

describe('catalog_facets()', () => {
  it('counts each filter value over the active products and gives the price ceiling', async () => {
    const { data, error } = await t.anon.rpc('catalog_facets')
    expect(error).toBeNull()
    const facets = data as unknown as Facets

    const { data: active } = await t.service
      .from('products')
      .select('category_type, cuisine, rarity, is_organic, price')
      .eq('is_active', true)
    const rows = active!
    const tally = <K extends 'category_type' | 'cuisine' | 'rarity'>(key: K) => {
      const counts = new Map<string, number>()
      for (const row of rows) counts.set(row[key], (counts.get(row[key]) ?? 0) + 1)
      return counts
    }
    const asMap = <T>(values: FacetValue<T>[]) => new Map(values.map((v) => [v.value, v.count]))

    expect(facets.product_count).toBe(rows.length)
    expect(asMap(facets.category_types)).toEqual(tally('category_type'))
    expect(asMap(facets.cuisines)).toEqual(tally('cuisine'))
    expect(asMap(facets.rarities)).toEqual(tally('rarity'))
    expect(facets.organic).toEqual([
      { value: true, count: rows.filter((r) => r.is_organic).length },
      { value: false, count: rows.filter((r) => !r.is_organic).length },
    ])
    expect(facets.price_ceiling).toBe(Math.ceil(Math.max(...rows.map((r) => r.price))))

    // Ordered for display: names alphabetically, rarities from common to exotic.
    const names = facets.category_types.map((v) => v.value)
    expect(names).toEqual([...names].sort())
    expect(facets.rarities.map((v) => v.value)).toEqual(['common', 'rare', 'exotic'])
  })

  it('matches the seeded catalogue: inactive products are not counted', async () => {
    const { data } = await t.anon.rpc('catalog_facets')
    const facets = data as unknown as Facets
    // 40 seeded active + 2 active fixtures; Wild Fennel Pollen (inactive, 16.50) is not a flower here.
    expect(facets.product_count).toBe(42)
    expect(facets.category_types).toContainEqual({ value: 'Flowers & Stamens', count: 3 })
    expect(facets.category_types).toContainEqual({ value: 'Pods & Berries', count: 5 })
    expect(facets.rarities).toEqual([
      { value: 'common', count: 26 },
      { value: 'rare', count: 12 },
      { value: 'exotic', count: 4 },
    ])
    expect(facets.price_ceiling).toBe(25) // Madagascar Vanilla Beans, 24.99
  })
})

describe('the app schema', () => {
  it('pages and counts the active catalogue as the storefront asks for it', async () => {
    const all = await t.anon.from('products').select('id', { count: 'exact', head: true })
    expect(all.error).toBeNull()
    const page = await t.anon
      .from('products')
      .select('id, product_name, price', { count: 'exact' })
      .order('price')
      .order('id')
      .range(0, 1)
    expect(page.error).toBeNull()
    expect(page.count).toBe(all.count)
    expect(page.data?.length).toBe(Math.min(2, all.count ?? 0))
  })
})
