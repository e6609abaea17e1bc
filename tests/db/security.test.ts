import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderHelpers } from '../helpers/orders.ts'
import { startTestStack, type Client, type TestStack } from '../helpers/stack.ts'

// Every cell of DESIGN.md §2's table, allowed and denied, through the real API as anon, two
// customers and an admin.

let t: TestStack
let admin: Client
let a: { client: Client; id: string }
let b: { client: Client; id: string }
let activeCount = 0
let inactiveId = ''
let activeId = ''
let draftSlug = ''

beforeAll(async () => {
  t = await startTestStack()
  admin = await t.admin()
  a = await t.newCustomer('Ana Alpha')
  b = await t.newCustomer('Ben Beta')
  const products = await t.service.from('products').select('id, is_active')
  activeCount = products.data!.filter((p) => p.is_active).length
  inactiveId = products.data!.find((p) => !p.is_active)!.id
  activeId = products.data!.find((p) => p.is_active)!.id
  const draft = await t.service.from('blog_posts').select('blog_slug').eq('publish_status', 'draft').limit(1).single()
  draftSlug = draft.data!.blog_slug
})

afterAll(async () => {
  await t?.stop()
})

const address = { street: '1 Spice Way', city: 'Oakland', state: 'CA', zip: '94607', country: 'US' }

describe('products', () => {
  it('anon and customers read only active products; admins read all', async () => {
    for (const c of [t.anon, a.client]) {
      const { data, error } = await c.from('products').select('id, is_active')
      expect(error).toBeNull()
      expect(data).toHaveLength(activeCount)
      expect(data!.every((p) => p.is_active)).toBe(true)
    }
    const all = await admin.from('products').select('id')
    expect(all.data!.length).toBeGreaterThan(activeCount)
    expect(all.data!.map((p) => p.id)).toContain(inactiveId)
  })

  it('anon may not write (401 42501)', async () => {
    const ins = await t.anon
      .from('products')
      // Listed category and cuisine: an unlisted one is refused earlier, by the facet lists' trigger.
      .insert({ product_name: 'Fake', product_slug: 'fake', price: 1, category_type: 'Peppers', cuisine: 'Global' })
    expect(ins.status).toBe(401)
    expect(ins.error?.code).toBe('42501')
    const upd = await t.anon.from('products').update({ price: 0 }).eq('id', activeId)
    expect(upd.status).toBe(401)
    const del = await t.anon.from('products').delete().eq('id', activeId)
    expect(del.status).toBe(401)
  })

  it('customers may not write: insert is refused (403), update and delete touch nothing', async () => {
    const ins = await a.client
      .from('products')
      // Listed category and cuisine: an unlisted one is refused earlier, by the facet lists' trigger.
      .insert({ product_name: 'Fake', product_slug: 'fake', price: 1, category_type: 'Peppers', cuisine: 'Global' })
    expect(ins.status).toBe(403)
    expect(ins.error?.code).toBe('42501')
    const upd = await a.client.from('products').update({ price: 0 }).eq('id', activeId).select()
    expect(upd.data).toEqual([])
    const del = await a.client.from('products').delete().eq('id', activeId).select()
    expect(del.data).toEqual([])
    const still = await t.service.from('products').select('price').eq('id', activeId).single()
    expect(Number(still.data!.price)).toBeGreaterThan(0)
  })

  it('admins create, change and delete products', async () => {
    const ins = await admin
      .from('products')
      .insert({
        product_name: 'Test Pepper',
        product_slug: 'test-pepper',
        price: 3.5,
        category_type: 'Peppers',
        cuisine: 'Global',
      })
      .select()
      .single()
    expect(ins.error).toBeNull()
    const upd = await admin.from('products').update({ is_active: false }).eq('id', ins.data!.id).select().single()
    expect(upd.data!.is_active).toBe(false)
    const del = await admin.from('products').delete().eq('id', ins.data!.id).select()
    expect(del.data).toHaveLength(1)
  })
})

describe('blog_posts', () => {
  it('anon and customers read only published posts; admins read drafts too', async () => {
    for (const c of [t.anon, a.client]) {
      const { data } = await c.from('blog_posts').select('blog_slug, publish_status')
      expect(data!.length).toBeGreaterThan(0)
      expect(data!.every((p) => p.publish_status === 'published')).toBe(true)
      const draft = await c.from('blog_posts').select('id').eq('blog_slug', draftSlug)
      expect(draft.data).toEqual([])
    }
    const draft = await admin.from('blog_posts').select('id').eq('blog_slug', draftSlug)
    expect(draft.data).toHaveLength(1)
  })

  it('only admins write posts', async () => {
    const post = { blog_slug: 'x-post', blog_title: 'X post', author_name: 'X', category: 'Y' }
    expect((await t.anon.from('blog_posts').insert(post)).status).toBe(401)
    expect((await a.client.from('blog_posts').insert(post)).status).toBe(403)
    const ins = await admin.from('blog_posts').insert(post).select().single()
    expect(ins.error).toBeNull()
    expect((await admin.from('blog_posts').delete().eq('id', ins.data!.id).select()).data).toHaveLength(1)
  })
})

describe('contact_messages and newsletter_subscriptions: insert only, admins read', () => {
  it('anyone sends a contact message; only admins read them', async () => {
    const msg = { full_name: 'Vi Visitor', email: 'vi@example.com', subject: 'Feedback', message: 'Lovely saffron.' }
    expect((await t.anon.from('contact_messages').insert(msg)).status).toBe(201)
    expect((await a.client.from('contact_messages').insert(msg)).status).toBe(201)
    expect((await t.anon.from('contact_messages').select('id')).status).toBe(401)
    expect((await a.client.from('contact_messages').select('id')).data).toEqual([])
    const read = await admin.from('contact_messages').select('full_name, subject').eq('email', 'vi@example.com')
    expect(read.data).toHaveLength(2)
  })

  it('a contact message is checked by the database (its insert policy: 42501)', async () => {
    const bad = await t.anon.from('contact_messages').insert({ full_name: 'X', email: 'not-an-email', message: 'hi' })
    expect(bad.status).toBe(401)
    expect(bad.error?.code).toBe('42501')
    const badSubject = await t.anon
      .from('contact_messages')
      .insert({ full_name: 'X', email: 'x@example.com', subject: 'Spam', message: 'hi' })
    expect(badSubject.error?.code).toBe('42501')
    const defaulted = await t.anon
      .from('contact_messages')
      .insert({ full_name: 'Def', email: 'def@example.com', message: 'hi' })
    expect(defaulted.error).toBeNull()
    const row = await admin.from('contact_messages').select('subject').eq('email', 'def@example.com').single()
    expect(row.data!.subject).toBe('General Question')
  })

  it('anon may not set columns outside the form (id, created_at)', async () => {
    const res = await t.anon
      .from('contact_messages')
      .insert({ full_name: 'X', email: 'x@example.com', message: 'hi', created_at: '2000-01-01T00:00:00Z' })
    expect(res.status).toBe(401)
    expect(res.error?.code).toBe('42501')
  })

  it('a repeated newsletter address, in any case, is a unique violation (23505, 409)', async () => {
    const first = await t.anon
      .from('newsletter_subscriptions')
      .insert({ email: 'news@example.com', subscribed_at: new Date().toISOString() })
    expect(first.status).toBe(201)
    const again = await a.client.from('newsletter_subscriptions').insert({ email: 'NEWS@example.com' })
    expect(again.status).toBe(409)
    expect(again.error?.code).toBe('23505')
    expect((await t.anon.from('newsletter_subscriptions').select('id')).status).toBe(401)
    expect((await a.client.from('newsletter_subscriptions').select('id')).data).toEqual([])
    expect((await admin.from('newsletter_subscriptions').select('email')).data).toEqual([{ email: 'news@example.com' }])
  })
})

describe('profiles', () => {
  it('anon reads none', async () => {
    expect((await t.anon.from('profiles').select('id')).status).toBe(401)
  })

  it('a customer reads and renames only their own profile', async () => {
    const own = await a.client.from('profiles').select('id, first_name, last_name, is_admin')
    expect(own.data).toEqual([{ id: a.id, first_name: 'Ana', last_name: 'Alpha', is_admin: false }])
    const renamed = await a.client
      .from('profiles')
      .update({ first_name: 'Anna' })
      .eq('id', a.id)
      .select('first_name')
      .single()
    expect(renamed.data!.first_name).toBe('Anna')
    const other = await a.client.from('profiles').update({ first_name: 'Hacked' }).eq('id', b.id).select()
    expect(other.data).toEqual([])
    const bProfile = await t.service.from('profiles').select('first_name').eq('id', b.id).single()
    expect(bProfile.data!.first_name).toBe('Ben')
  })

  it('nobody raises their own is_admin through the API', async () => {
    const res = await a.client.from('profiles').update({ is_admin: true }).eq('id', a.id)
    expect(res.status).toBe(403)
    expect(res.error?.code).toBe('42501')
    const adminSelf = await admin.from('profiles').update({ is_admin: true }).eq('id', b.id)
    expect(adminSelf.status).toBe(403)
    const check = await t.service.from('profiles').select('is_admin').in('id', [a.id, b.id])
    expect(check.data!.every((p) => p.is_admin === false)).toBe(true)
  })

  it('sign-up with is_admin in its metadata still makes a customer', async () => {
    const { data } = await t.client().auth.signUp({
      email: 'sneaky@example.com',
      password: 'sneaky-password',
      options: { data: { full_name: 'Sneaky Person', is_admin: true, first_name: 'Sneaky' } },
    })
    // Sign-up waits for the mailed link (config.toml); confirmed here, the account signs in as any other.
    await t.service.auth.admin.updateUserById(data.user!.id, { email_confirm: true })
    const c = await t.signIn('sneaky@example.com', 'sneaky-password')
    const profile = await c.from('profiles').select('is_admin, first_name').eq('id', data.user!.id).single()
    expect(profile.data).toEqual({ is_admin: false, first_name: 'Sneaky' })
    expect((await c.from('products').select('id')).data).toHaveLength(activeCount)
    expect((await c.from('contact_messages').select('id')).data).toEqual([])
  })

  it('admins read every profile', async () => {
    const all = await admin.from('profiles').select('id')
    expect(all.data!.map((p) => p.id)).toEqual(expect.arrayContaining([a.id, b.id]))
  })
})

describe('orders', () => {
  let aOrderId = ''
  let bOrderId = ''

  beforeAll(async () => {
    // The seeded product may need a size: pick it from the database.
    const p = await t.service.from('products').select('available_sizes').eq('id', activeId).single()
    const sizes = p.data!.available_sizes as { value: string; stock: number | null }[]
    const size = sizes.find((s) => s.stock === null || s.stock > 5)?.value ?? null
    const { placeOrder } = orderHelpers(() => t)
    const place = async (c: Client, key: string) => {
      const r = await placeOrder(c, [{ product_id: activeId, size, quantity: 1 }], {
        key,
        name: 'Someone',
        email: 'someone@example.com',
        shippingAddress: address,
      })
      if (r.error) throw new Error(r.error.message)
      return r.data!.id
    }
    aOrderId = await place(a.client, 'security-order-a')
    bOrderId = await place(b.client, 'security-order-b')
  })

  it('neither visitors nor customers may place an order over the API: only the checkout function, after payment', async () => {
    const args = {
      p_idempotency_key: 'direct-rpc-0001',
      p_items: [{ product_id: activeId, size: null, quantity: 999 }],
      p_customer_name: 'Free Lunch',
      p_customer_email: 'free@example.com',
      p_shipping_address: address,
      p_billing_address: null,
      p_payment_method: 'stripe',
      p_promo_code: null,
      p_redeem_points: 0,
      p_user_id: null,
      p_payment_id: null,
    } as never
    const asAnon = await t.anon.rpc('place_order', args)
    expect(asAnon.status).toBe(401)
    expect(asAnon.error?.code).toBe('42501')
    const asCustomer = await a.client.rpc('place_order', args)
    expect(asCustomer.status).toBe(403)
    expect(asCustomer.error?.code).toBe('42501')
    const { count } = await t.service
      .from('orders')
      .select('id', { count: 'exact', head: true })
      .eq('idempotency_key', 'direct-rpc-0001')
    expect(count).toBe(0)
  })

  it('a payment holds no card number, and only its buyer and admins read it', async () => {
    const { data: payment } = await t.service
      .from('payments')
      .select('*')
      .eq('idempotency_key', 'security-order-a')
      .single()
    expect(Object.keys(payment!)).not.toEqual(expect.arrayContaining(['card_number', 'cvc']))
    expect((await a.client.from('payments').select('id')).data!.map((p) => p.id)).toEqual([payment!.id])
    expect((await b.client.from('payments').select('id').eq('id', payment!.id)).data).toEqual([])
    expect((await t.anon.from('payments').select('id')).status).toBe(401)
    expect((await admin.from('payments').select('id').eq('id', payment!.id)).data).toHaveLength(1)
  })

  it('anon reads no orders and inserts none directly', async () => {
    expect((await t.anon.from('orders').select('id')).status).toBe(401)
    expect((await t.anon.from('orders').insert({ customer_name: 'x' } as never)).status).toBe(401)
  })

  it('a customer reads only their own orders and cannot insert or change them', async () => {
    const own = await a.client.from('orders').select('id')
    expect(own.data).toEqual([{ id: aOrderId }])
    expect((await a.client.from('orders').insert({ customer_name: 'x' } as never)).status).toBe(403)
    const upd = await a.client.from('orders').update({ status: 'Delivered' }).eq('id', aOrderId).select()
    expect(upd.status).toBe(403)
    const price = await a.client.from('orders').update({ total_price: 0 }).eq('id', aOrderId)
    expect(price.status).toBe(403)
  })

  it('admins read all orders and change the status only through admin_set_order_status', async () => {
    const all = await admin.from('orders').select('id').in('id', [aOrderId, bOrderId])
    expect(all.data).toHaveLength(2)
    const direct = await admin.from('orders').update({ status: 'Shipped' }).eq('id', bOrderId)
    expect(direct.status).toBe(403)
    const shipped = await admin.rpc('admin_set_order_status', { p_order_id: bOrderId, p_status: 'Shipped' })
    expect(shipped.data!.status).toBe('Shipped')
    const bad = await admin.rpc('admin_set_order_status', { p_order_id: bOrderId, p_status: 'Lost' })
    expect(bad.error?.message).toBe('"Lost" is not an order status.')
    const total = await admin.from('orders').update({ total_price: 0 }).eq('id', bOrderId)
    expect(total.status).toBe(403)
  })
})

describe('wishlist_items and addresses: own rows only', () => {
  it('customers keep their own wishlist and cannot touch another one', async () => {
    expect((await t.anon.from('wishlist_items').select('id')).status).toBe(401)
    expect((await t.anon.from('wishlist_items').insert({ product_id: activeId })).status).toBe(401)
    const added = await a.client.from('wishlist_items').insert({ product_id: activeId }).select('user_id').single()
    expect(added.data!.user_id).toBe(a.id)
    const forB = await a.client.from('wishlist_items').insert({ product_id: activeId, user_id: b.id })
    expect(forB.status).toBe(403)
    await b.client.from('wishlist_items').insert({ product_id: activeId })
    expect((await a.client.from('wishlist_items').select('user_id')).data).toEqual([{ user_id: a.id }])
    const delB = await a.client.from('wishlist_items').delete().eq('user_id', b.id).select()
    expect(delB.data).toEqual([])
    expect((await admin.from('wishlist_items').select('id')).data).toEqual([])
  })

  it('customers keep their own addresses, with one default', async () => {
    expect((await t.anon.from('addresses').select('id')).status).toBe(401)
    const home = {
      full_name: 'Ana Alpha',
      street: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      is_default: true,
    }
    const first = await a.client.from('addresses').insert(home).select().single()
    expect(first.error).toBeNull()
    const second = await a.client
      .from('addresses')
      .insert({ ...home, street: '2 Side St' })
      .select()
      .single()
    const mine = await a.client.from('addresses').select('street, is_default').order('street')
    expect(mine.data).toEqual([
      { street: '1 Main St', is_default: false },
      { street: '2 Side St', is_default: true },
    ])
    expect((await b.client.from('addresses').select('id')).data).toEqual([])
    const hijack = await b.client.from('addresses').update({ city: 'Nowhere' }).eq('id', second.data!.id).select()
    expect(hijack.data).toEqual([])
    const del = await b.client.from('addresses').delete().eq('id', second.data!.id).select()
    expect(del.data).toEqual([])
    expect((await admin.from('addresses').select('id')).data).toEqual([])
    const badCountry = await a.client.from('addresses').insert({ ...home, country: 'usa' })
    expect(badCountry.error?.code).toBe('23514')
  })
})

describe('points ledger', () => {
  it('customers read their own points (100 for joining), written only by the database', async () => {
    expect((await t.anon.from('points_ledger').select('id')).status).toBe(401)
    const own = await b.client.from('points_ledger').select('user_id, points, reason').eq('reason', 'signup_bonus')
    expect(own.data).toEqual([{ user_id: b.id, points: 100, reason: 'signup_bonus' }])
    const gift = await b.client.from('points_ledger').insert({ user_id: b.id, points: 1000, reason: 'adjustment' })
    expect(gift.status).toBe(403)
    const balance = await b.client.rpc('points_balance')
    expect(balance.data).toBeGreaterThanOrEqual(100)
    expect((await t.anon.rpc('points_balance')).status).toBe(401)
    const all = await admin.from('points_ledger').select('user_id')
    expect(all.data!.map((r) => r.user_id)).toEqual(expect.arrayContaining([a.id, b.id]))
  })

  it('promo codes are readable by admins only', async () => {
    expect((await t.anon.from('promo_codes').select('code')).status).toBe(401)
    expect((await a.client.from('promo_codes').select('code')).data).toEqual([])
    expect((await admin.from('promo_codes').select('code')).data!.length).toBeGreaterThan(0)
  })
})

describe('private helpers', () => {
  const sql = async <T>(text: string) => (await t.stack.db.query<T>(text)).rows

  it('anon may not execute private.is_admin, directly or through the API; customers still run the policies that call it', async () => {
    const rights = await sql<{ anon: boolean; authenticated: boolean }>(
      `select has_function_privilege('anon', 'private.is_admin()', 'execute') as anon,
              has_function_privilege('authenticated', 'private.is_admin()', 'execute') as authenticated`,
    )
    expect(rights).toEqual([{ anon: false, authenticated: true }])
    const direct = await t.anon.schema('private' as never).rpc('is_admin')
    expect({ status: direct.status, code: direct.error?.code }).toEqual({ status: 406, code: 'PGRST106' })
    expect((await t.anon.rpc('is_admin' as never)).status).toBe(404)
    // Policies that ask it are for signed-in users only, so no visitor's request reaches it.
    const anonPolicies = await sql<{ policy: string }>(
      `select schemaname || '.' || tablename || ': ' || policyname as policy from pg_policies
        where roles && array['anon', 'public']::name[]
          and concat(qual, ' ', with_check) like '%is_admin%'`,
    )
    expect(anonPolicies).toEqual([])
    const definerForAnon = await sql<{ fn: string }>(
      `select p.oid::regprocedure::text as fn from pg_proc p
        where p.pronamespace = 'private'::regnamespace and p.prosecdef
          and has_function_privilege('anon', p.oid, 'execute')`,
    )
    expect(definerForAnon).toEqual([])
    expect((await t.anon.from('products').select('id')).data!.length).toBe(activeCount)
    expect((await a.client.from('products').select('id')).data!.length).toBe(activeCount)
  })
})
