import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type Client, type TestStack } from '../helpers/stack.ts'
import { orderHelpers } from '../helpers/orders.ts'
import { droppedImageUrls, productImageObjectPaths } from '../../src/features/products/lib/product-image-objects.ts'

// The admin area's other writes and lists: products (optimistic update, delete or deactivate, slug
// conflicts), product photos, customers, contact messages and newsletter subscribers. Each is
// refused to customers and anon, and their attempts change nothing.

let t: TestStack
let admin: Client
let customer: Client

const { makeProduct, placeOrder } = orderHelpers(() => t)

const sql = async <T>(text: string, params: unknown[] = []) => (await t.stack.db.query<T>(text, params)).rows

beforeAll(async () => {
  t = await startTestStack()
  admin = await t.admin()
  customer = await t.customer()
})

afterAll(async () => {
  await t?.stop()
})

const update = (c: Client, id: string, loadedAt: string, changes: Record<string, unknown>) =>
  c.rpc('admin_update_product', { p_id: id, p_expected_updated_at: loadedAt, p_changes: changes as never })

describe('admin_update_product', () => {
  it('saves the changes when nobody changed the product since it was loaded, and returns it', async () => {
    const p = await makeProduct({ price: 4, sizes: [{ value: '50g', label: '50 g', price_modifier: 0, stock: 3 }] })
    const { data, error } = await update(admin, p.id, p.updated_at, {
      product_name: 'Smoked Paprika',
      price: 6.25,
      gallery_image_urls: ['https://example.com/a.webp'],
      available_sizes: [
        { value: '50g', label: '50 g', price_modifier: 0, stock: 8 },
        { value: '100g', label: '100 g', price_modifier: 3, stock: 2 },
      ],
    })
    expect(error).toBeNull()
    expect(data).toEqual(
      expect.objectContaining({
        id: p.id,
        product_name: 'Smoked Paprika',
        price: 6.25,
        gallery_image_urls: ['https://example.com/a.webp'],
        // untouched fields keep their value; the stock total follows the sizes
        product_slug: p.product_slug,
        cuisine: p.cuisine,
        inventory_count: 10,
      }),
    )
    expect(data!.updated_at).not.toBe(p.updated_at)
  })

  it('refuses a stale save with PT409 (HTTP 409) and the current updated_at, and keeps the other admin’s change', async () => {
    const p = await makeProduct({ price: 4 })
    const first = await update(admin, p.id, p.updated_at, { price: 5 })
    expect(first.error).toBeNull()
    const second = await update(admin, p.id, p.updated_at, { price: 9, product_name: 'Overwritten' })
    expect(second.status).toBe(409)
    expect(second.error!.code).toBe('PT409')
    expect(second.error!.message).toBe(
      `"${p.product_name}" was changed by someone else after you opened it. Reload it and make your changes again.`,
    )
    const details = JSON.parse(second.error!.details) as { reason: string; updated_at: string }
    expect(details.reason).toBe('stale')
    expect(Date.parse(details.updated_at)).toBe(Date.parse(first.data!.updated_at))
    const [row] = await sql<{ price: string; product_name: string }>(
      'select price::text, product_name from public.products where id = $1',
      [p.id],
    )
    expect(row).toEqual({ price: '5.00', product_name: p.product_name })
    // With the updated_at it now reads, the same admin saves.
    expect((await update(admin, p.id, first.data!.updated_at, { price: 9 })).error).toBeNull()
  })

  it('makes a taken slug a unique violation on the slug (23505, HTTP 409), on update and on insert', async () => {
    const a = await makeProduct({ price: 1 })
    const b = await makeProduct({ price: 1 })
    const clash = await update(admin, b.id, b.updated_at, { product_slug: a.product_slug })
    expect(clash.status).toBe(409)
    expect(clash.error!.code).toBe('23505')
    expect(clash.error!.message).toContain('products_product_slug_key')
    const insert = await admin.from('products').insert({
      product_name: 'Twin',
      product_slug: a.product_slug,
      price: 1,
      category_type: 'Seeds',
      cuisine: 'Global',
    })
    expect(insert.status).toBe(409)
    expect(insert.error!.code).toBe('23505')
    expect(insert.error!.message).toContain('products_product_slug_key')
  })

  it('refuses fields that are not editable, an unknown product and values the table refuses', async () => {
    const p = await makeProduct({ price: 2 })
    const fixed = await update(admin, p.id, p.updated_at, { rating: 5, id: randomUUID(), price: 1 })
    expect(fixed.error!.code).toBe('P0001')
    expect(fixed.error!.message).toBe('These product fields cannot be changed: id, rating.')
    expect(JSON.parse(fixed.error!.details)).toEqual({ reason: 'unknown_fields', fields: ['id', 'rating'] })
    const missing = await update(admin, randomUUID(), p.updated_at, { price: 1 })
    expect(missing.error!.message).toBe('Product not found.')
    const negative = await update(admin, p.id, p.updated_at, { price: -1 })
    expect(negative.error!.code).toBe('23514')
    const [row] = await sql<{ price: string }>('select price::text from public.products where id = $1', [p.id])
    expect(row!.price).toBe('2.00')
  })

  it('answers a customer with 403 (42501) and anon with 401, and changes nothing', async () => {
    const p = await makeProduct({ price: 2 })
    const asCustomer = await update(customer, p.id, p.updated_at, { price: 0 })
    expect(asCustomer.status).toBe(403)
    expect(asCustomer.error!.code).toBe('42501')
    expect((await update(t.anon, p.id, p.updated_at, { price: 0 })).status).toBe(401)
    const [row] = await sql<{ price: string }>('select price::text from public.products where id = $1', [p.id])
    expect(row!.price).toBe('2.00')
  })
})

describe('admin_delete_product', () => {
  it('deletes a product no order names, and says so', async () => {
    const p = await makeProduct({ price: 2 })
    const { data, error } = await admin.rpc('admin_delete_product', { p_id: p.id })
    expect(error).toBeNull()
    expect(data).toBe('deleted')
    expect(await sql('select 1 from public.products where id = $1', [p.id])).toEqual([])
  })

  it('deactivates a product an order names, and says so; the order keeps it', async () => {
    const p = await makeProduct({ price: 2, inventory_count: null })
    const { error: orderError } = await placeOrder(t.anon, [{ product_id: p.id, quantity: 1 }])
    expect(orderError).toBeNull()
    const { data } = await admin.rpc('admin_delete_product', { p_id: p.id })
    expect(data).toBe('deactivated')
    expect(await sql('select is_active from public.products where id = $1', [p.id])).toEqual([{ is_active: false }])
    // A direct delete of it is refused too, whoever sends it.
    const direct = await admin.from('products').delete().eq('id', p.id)
    expect(direct.error!.code).toBe('P0001')
    expect(direct.error!.message).toBe(
      `"${p.product_name}" appears in orders and cannot be deleted; deactivate it instead.`,
    )
    expect((await t.service.from('products').delete().eq('id', p.id)).error!.code).toBe('P0001')
    expect(await sql('select 1 from public.products where id = $1', [p.id])).toHaveLength(1)
  })

  it('refuses an unknown product, a customer (403) and anon (401)', async () => {
    expect((await admin.rpc('admin_delete_product', { p_id: randomUUID() })).error!.message).toBe('Product not found.')
    const p = await makeProduct({ price: 2 })
    const asCustomer = await customer.rpc('admin_delete_product', { p_id: p.id })
    expect(asCustomer.status).toBe(403)
    expect(asCustomer.error!.code).toBe('42501')
    expect((await t.anon.rpc('admin_delete_product', { p_id: p.id })).status).toBe(401)
    expect(await sql('select is_active from public.products where id = $1', [p.id])).toEqual([{ is_active: true }])
  })
})

describe('product-images: only admins write', () => {
  /** A 1x1 lossless WebP. */
  const webp = () => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64')

  const objects = async (name: string) =>
    sql(`select 1 from storage.objects where bucket_id = 'product-images' and name = $1`, [name])

  it('refuses uploads and removals by a customer (403) and anon (401 or 403); an admin does both', async () => {
    const path = `admin-test/${randomUUID()}.webp`
    for (const c of [customer, t.anon]) {
      const { data, error } = await c.storage.from('product-images').upload(path, webp(), { contentType: 'image/webp' })
      expect(data).toBeNull()
      expect(['401', '403']).toContain(error && 'statusCode' in error ? error.statusCode : undefined)
    }
    expect(await objects(path)).toEqual([])

    const uploaded = await admin.storage.from('product-images').upload(path, webp(), { contentType: 'image/webp' })
    expect(uploaded.error).toBeNull()
    for (const c of [customer, t.anon]) {
      const removed = await c.storage.from('product-images').remove([path])
      expect(removed.data ?? []).toEqual([])
    }
    expect(await objects(path)).toHaveLength(1)
    expect((await admin.storage.from('product-images').remove([path])).data).toHaveLength(1)
    expect(await objects(path)).toEqual([])
  })

  it('a dropped photo’s public URL names its object, which the admin removes; other URLs name nothing of ours', async () => {
    const bucket = admin.storage.from('product-images')
    const bucketUrl = bucket.getPublicUrl('').data.publicUrl
    const dir = `admin-test/${randomUUID()}`
    const [kept, dropped] = [`${dir}/main photo.webp`, `${dir}/gallery-1.webp`]
    for (const path of [kept!, dropped!]) {
      expect((await bucket.upload(path, webp(), { contentType: 'image/webp' })).error).toBeNull()
    }
    const url = (path: string) => bucket.getPublicUrl(path).data.publicUrl
    const seed = 'https://images.unsplash.com/photo-1.jpg'
    const outside = `${bucketUrl.replace('/product-images/', '/other-bucket/')}x.webp`

    // The form saved the product with the main photo only: the gallery photo was dropped.
    const gone = droppedImageUrls([url(kept!), url(dropped!), seed, outside], [url(kept!), seed])
    expect(gone).toEqual([url(dropped!), outside])
    expect(productImageObjectPaths(gone, bucketUrl)).toEqual([dropped])
    expect(productImageObjectPaths([url(kept!), seed, outside, `${bucketUrl}a/../b.webp`, null], bucketUrl)).toEqual([
      kept,
    ])

    const removed = await bucket.remove(productImageObjectPaths(gone, bucketUrl))
    expect(removed.error).toBeNull()
    expect(await objects(dropped!)).toEqual([])
    expect(await objects(kept!)).toHaveLength(1)
  })

  it('finds the orders that still show a photo (so it stays), as the admin reads them', async () => {
    const bucket = admin.storage.from('product-images')
    const shown = bucket.getPublicUrl(`admin-test/${randomUUID()}.webp`).data.publicUrl
    const unused = bucket.getPublicUrl(`admin-test/${randomUUID()}.webp`).data.publicUrl
    const p = await makeProduct({ price: 3, inventory_count: null })
    await t.service.from('products').update({ main_image_url: shown }).eq('id', p.id)
    expect((await placeOrder(t.anon, [{ product_id: p.id, quantity: 1 }])).error).toBeNull()
    const ordersShowing = async (url: string) => {
      const { count, error } = await admin
        .from('orders')
        .select('id', { count: 'exact', head: true })
        .filter('products_ordered', 'cs', JSON.stringify([{ main_image_url: url }]))
      expect(error).toBeNull()
      return count
    }
    expect(await ordersShowing(shown)).toBe(1)
    expect(await ordersShowing(unused)).toBe(0)
  })
})

interface CustomerRow {
  id: string
  email: string
  first_name: string | null
  last_name: string | null
  order_count: number
  total_spent: number
  points_balance: number
  total_count: number
}

describe('admin_list_customers', () => {
  const run = randomUUID().slice(0, 6)
  let ana: Awaited<ReturnType<TestStack['newCustomer']>>
  let ben: Awaited<ReturnType<TestStack['newCustomer']>>

  beforeAll(async () => {
    ana = await t.newCustomer(`Ana Zed${run}`)
    ben = await t.newCustomer(`Ben Zed${run}`)
    const p = await makeProduct({ price: 10, inventory_count: null })
    // Ana: two orders of 10.00 (total 15.70 each) and a cancelled one; Ben: none.
    const orders = []
    for (let i = 0; i < 3; i++) {
      const { data, error } = await placeOrder(ana.client, [{ product_id: p.id, quantity: 1 }])
      if (error) throw new Error(error.message)
      orders.push(data!)
    }
    await admin.rpc('admin_set_order_status', { p_order_id: orders[2]!.id, p_status: 'Cancelled' })
  })

  const list = async (search: string | null, limit = 25, offset = 0) => {
    const { data, error } = await admin.rpc('admin_list_customers', {
      p_search: search as string,
      p_limit: limit,
      p_offset: offset,
    })
    if (error) throw new Error(error.message)
    return data as CustomerRow[]
  }

  it('gives each customer’s orders, spending (Cancelled left out) and points balance', async () => {
    const rows = await list(`zed${run}`)
    expect(rows.map((r) => r.email)).toEqual([ben.email, ana.email])
    expect(rows.find((r) => r.id === ana.id)).toEqual(
      expect.objectContaining({
        first_name: 'Ana',
        last_name: `Zed${run}`,
        order_count: 2,
        total_spent: 31.4,
        // 100 for joining, 10 per order; the cancelled order's 10 taken back
        points_balance: 120,
        total_count: 2,
      }),
    )
    expect(rows.find((r) => r.id === ben.id)).toEqual(
      expect.objectContaining({ order_count: 0, total_spent: 0, points_balance: 100 }),
    )
  })

  it('searches e-mail and names in any case, and pages with the total on every row', async () => {
    expect((await list(ana.email.toUpperCase())).map((r) => r.id)).toEqual([ana.id])
    expect((await list(`ana zed${run}`)).map((r) => r.id)).toEqual([ana.id])
    expect((await list(`BEN`)).map((r) => r.id)).toContain(ben.id)
    expect(await list(`%${run}`)).toEqual([])
    const first = await list(`zed${run}`, 1, 0)
    const second = await list(`zed${run}`, 1, 1)
    expect([...first, ...second].map((r) => r.id)).toEqual([ben.id, ana.id])
    expect(first[0]!.total_count).toBe(2)
  })

  it('lists customers only, never admins', async () => {
    const rows = await list('admin@casabite.test')
    expect(rows).toEqual([])
    expect((await list(null, 100)).length).toBeGreaterThanOrEqual(3)
  })

  it('answers a customer with 403 (42501) and anon with 401', async () => {
    const asCustomer = await customer.rpc('admin_list_customers', {})
    expect(asCustomer.status).toBe(403)
    expect(asCustomer.error!.code).toBe('42501')
    expect((await t.anon.rpc('admin_list_customers', {})).status).toBe(401)
  })
})

describe('contact messages and newsletter subscribers', () => {
  const run = randomUUID().slice(0, 6)
  const ids: string[] = []

  beforeAll(async () => {
    for (const n of [1, 2, 3]) {
      await t.anon.from('contact_messages').insert({
        full_name: `Writer ${n}`,
        email: `writer${n}-${run}@example.com`,
        subject: 'Feedback',
        message: `Message ${n}`,
      })
      // Distinct times, the third newest.
      await sql(`update public.contact_messages set created_at = now() - $2 * interval '1 minute' where email = $1`, [
        `writer${n}-${run}@example.com`,
        10 - n,
      ])
    }
    const rows = await sql<{ id: string }>(
      `select id from public.contact_messages where email like $1 order by created_at desc`,
      [`%-${run}@example.com`],
    )
    ids.push(...rows.map((r) => r.id))
  })

  const inbox = () =>
    admin
      .from('contact_messages')
      .select('id, full_name, is_read, is_handled, handled_at, handled_by')
      .like('email', `%-${run}@example.com`)
      .order('created_at', { ascending: false })

  it('come newest first, unread and unhandled', async () => {
    const { data } = await inbox()
    expect(data!.map((m) => m.full_name)).toEqual(['Writer 3', 'Writer 2', 'Writer 1'])
    expect(data!.every((m) => !m.is_read && !m.is_handled)).toBe(true)
  })

  it('an admin marks one read, and one handled (which also reads it, noting when and by whom)', async () => {
    const adminId = (await admin.auth.getUser()).data.user!.id
    expect((await admin.from('contact_messages').update({ is_read: true }).eq('id', ids[0]!)).error).toBeNull()
    const handled = await admin
      .from('contact_messages')
      .update({ is_handled: true })
      .eq('id', ids[1]!)
      .select()
      .single()
    expect(handled.data).toEqual(expect.objectContaining({ is_read: true, is_handled: true, handled_by: adminId }))
    expect(handled.data!.handled_at).not.toBeNull()
    const { data } = await inbox()
    expect(data!.map((m) => [m.is_read, m.is_handled])).toEqual([
      [true, false],
      [true, true],
      [false, false],
    ])
    const reopened = await admin
      .from('contact_messages')
      .update({ is_handled: false })
      .eq('id', ids[1]!)
      .select()
      .single()
    expect(reopened.data).toEqual(expect.objectContaining({ is_handled: false, handled_at: null, handled_by: null }))
  })

  it('an admin changes nothing else of a message', async () => {
    const res = await admin.from('contact_messages').update({ message: 'edited' }).eq('id', ids[2]!)
    expect(res.status).toBe(403)
    const stamp = await admin.from('contact_messages').update({ handled_at: '2001-01-01T00:00:00Z' }).eq('id', ids[2]!)
    expect(stamp.status).toBe(403)
  })

  it('customers and anon neither read nor mark messages', async () => {
    expect((await customer.from('contact_messages').select('id').in('id', ids)).data).toEqual([])
    const marked = await customer.from('contact_messages').update({ is_handled: true }).eq('id', ids[2]!).select()
    expect(marked.data ?? []).toEqual([])
    expect((await t.anon.from('contact_messages').select('id')).status).toBe(401)
    expect((await t.anon.from('contact_messages').update({ is_read: true }).eq('id', ids[2]!)).status).toBe(401)
    expect(await sql('select is_read, is_handled from public.contact_messages where id = $1', [ids[2]])).toEqual([
      { is_read: false, is_handled: false },
    ])
  })

  it('admins read the newsletter subscribers, newest first; customers read none, anon is refused', async () => {
    for (const n of [1, 2]) {
      const res = await t.anon.from('newsletter_subscriptions').insert({ email: `sub${n}-${run}@example.com` })
      expect(res.status).toBe(201)
    }
    const { data } = await admin
      .from('newsletter_subscriptions')
      .select('email, subscribed_at')
      .like('email', `%-${run}@example.com`)
      .order('subscribed_at', { ascending: false })
      .order('email', { ascending: false })
    expect(data!.map((s) => s.email)).toEqual([`sub2-${run}@example.com`, `sub1-${run}@example.com`])
    expect((await customer.from('newsletter_subscriptions').select('email')).data).toEqual([])
    expect((await t.anon.from('newsletter_subscriptions').select('email')).status).toBe(401)
  })
})
