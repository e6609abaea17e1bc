import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../helpers/stack.ts'

// Categories and cuisines as lists the owner manages: a product names only a listed value, and a
// rename follows into the shop's filters, product pages and search.

let t: TestStack

beforeAll(async () => {
  t = await startTestStack()
})

afterAll(async () => {
  await t?.stop()
})

const product = (category_type: string, cuisine = 'Indian') => ({
  product_name: 'Loose Berries',
  product_slug: `loose-berries-${Date.now()}`,
  price: 4,
  category_type,
  cuisine,
})

const facets = async () =>
  (await t.anon.rpc('catalog_facets')).data as unknown as { category_types: { value: string; count: number }[] }

describe('managed categories and cuisines', () => {
  it('lists what the seeded catalogue names, and refuses a product naming anything else', async () => {
    const admin = await t.admin()
    const categories = (await admin.from('product_categories').select('name').order('name')).data!.map((r) => r.name)
    expect(categories).toEqual([
      'Barks',
      'Blends',
      'Chilies',
      'Flowers & Stamens',
      'Herbs',
      'Peppers',
      'Pods & Berries',
      'Roots',
      'Seeds',
    ])
    expect((await admin.from('product_cuisines').select('name')).data).toHaveLength(14)

    const typo = await admin.from('products').insert(product('Berries'))
    expect(typo.error).toMatchObject({ code: '23503', message: 'Category "Berries" is not in the list of categories.' })
    expect((await admin.from('products').insert(product('Seeds', 'Atlantis'))).error?.code).toBe('23503')
    const seeds = await admin.from('products').select('id, updated_at').eq('category_type', 'Seeds').limit(1).single()
    const moved = await admin.rpc('admin_update_product', {
      p_id: seeds.data!.id,
      p_expected_updated_at: seeds.data!.updated_at,
      p_changes: { category_type: 'Berries' },
    })
    expect(moved.error?.code).toBe('23503')
    expect(await facets()).not.toMatchObject({ category_types: expect.arrayContaining([{ value: 'Berries' }]) })

    // Nor can a near-twin of a listed value be listed: one filter per thing.
    expect((await admin.from('product_categories').insert({ name: 'pods & berries' })).error?.code).toBe('23505')
    expect((await admin.from('product_categories').insert({ name: ' Roots' })).error?.code).toBe('23514')
  })

  it('renames a category everywhere: filters, product pages and search follow', async () => {
    const admin = await t.admin()
    const before = (await facets()).category_types.find((v) => v.value === 'Pods & Berries')!
    const renamed = await admin
      .from('product_categories')
      .update({ name: 'Pods, Berries & Fruits' })
      .eq('name', 'Pods & Berries')
      .select('name')
    expect(renamed.data).toEqual([{ name: 'Pods, Berries & Fruits' }])

    const after = await facets()
    expect(after.category_types).toContainEqual({ value: 'Pods, Berries & Fruits', count: before.count })
    expect(after.category_types.map((v) => v.value)).not.toContain('Pods & Berries')
    const page = await t.anon.from('products').select('category_type').eq('product_slug', 'green-cardamom').single()
    expect(page.data).toEqual({ category_type: 'Pods, Berries & Fruits' })
    const found = await t.anon
      .rpc('search_products', { p_term: 'cardamon' })
      .in('category_type', ['Pods, Berries & Fruits'])
      .select('product_slug')
    expect(found.data!.map((r) => r.product_slug)).toContain('green-cardamom')
    expect((await t.anon.from('products').select('id').eq('category_type', 'Pods & Berries')).data).toEqual([])
  })

  it('removes only what no product names', async () => {
    const admin = await t.admin()
    const inUse = await admin.from('product_cuisines').delete().eq('name', 'Indian')
    expect(inUse.error?.code).toBe('23503')
    expect((await admin.from('product_cuisines').insert({ name: 'Nordic' })).error).toBeNull()
    expect((await admin.from('product_cuisines').delete().eq('name', 'Nordic').select()).data).toHaveLength(1)
  })

  it('refuses customers and guests: no reading, adding, renaming or removing', async () => {
    const { client } = await t.newCustomer()
    expect((await client.from('product_categories').select('name')).data).toEqual([])
    expect((await client.from('product_categories').insert({ name: 'Mine' })).error?.code).toBe('42501')
    expect((await t.anon.from('product_cuisines').insert({ name: 'Mine' })).error?.code).toBe('42501')
    await client.from('product_categories').update({ name: 'Hacked' }).eq('name', 'Seeds')
    await client.from('product_cuisines').delete().eq('name', 'Thai')
    const names = async (table: 'product_categories' | 'product_cuisines', name: string) =>
      (await t.service.from(table).select('name').eq('name', name)).data
    expect(await names('product_categories', 'Seeds')).toEqual([{ name: 'Seeds' }])
    expect(await names('product_categories', 'Hacked')).toEqual([])
    expect(await names('product_cuisines', 'Thai')).toEqual([{ name: 'Thai' }])
    expect(await names('product_categories', 'Mine')).toEqual([])
  })
})
