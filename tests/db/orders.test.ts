import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { startTestStack, type Client, type TestStack } from '../helpers/stack.ts'
import { orderHelpers, shipping, type Line } from '../helpers/orders.ts'
import type { Json } from '../../src/types/database.ts'

// place_order and get_order as DESIGN.md §2 describes them, through the real API.

let t: TestStack
let admin: Client

const { makeProduct, productRow, orderCount, placeOrder } = orderHelpers(() => t)

beforeAll(async () => {
  t = await startTestStack()
  admin = await t.admin()
})

afterAll(async () => {
  await t?.stop()
})

describe('place_order pricing', () => {
  it('prices from the database whatever the client sends, with size modifiers, $5 shipping and 7% tax to the cent', async () => {
    const p = await makeProduct({
      price: 10.99,
      sizes: [
        { value: '50g', label: '50 g jar', price_modifier: 0, stock: 20 },
        { value: '100g', label: '100 g jar', price_modifier: 2.5, stock: 20 },
      ],
    })
    const { data, error } = await placeOrder(t.anon, [
      { product_id: p.id, size: '100g', quantity: 3, price: 0.01, price_at_purchase: 0.01, subtotal_price: 0 },
      { product_id: p.id, size: '50g', quantity: 1 },
    ])
    expect(error).toBeNull()
    // 3 x 13.49 + 10.99 = 51.46; tax 3.6022 -> 3.60; total 51.46 + 5 + 3.60
    expect(data!.subtotal_price).toBe(51.46)
    expect(data!.shipping_cost).toBe(5)
    expect(data!.taxes).toBe(3.6)
    expect(data!.total_price).toBe(60.06)
    expect(data!.status).toBe('Processing')
    expect(data!.user_id).toBeNull()
    expect(data!.order_number).toMatch(/^CB-\d{6}$/)
    expect(data!.products_ordered).toEqual([
      expect.objectContaining({ product_id: p.id, quantity: 3, price_at_purchase: 13.49, size_selected: '100g' }),
      expect.objectContaining({ product_id: p.id, quantity: 1, price_at_purchase: 10.99, size_selected: '50g' }),
    ])
  })

  it('rounds tax half away from zero to the cent', async () => {
    const p = await makeProduct({ price: 0.5 })
    const { data } = await placeOrder(t.anon, [{ product_id: p.id, quantity: 1 }])
    // 7% of 0.50 = 0.035 -> 0.04
    expect(data!.taxes).toBe(0.04)
    expect(data!.total_price).toBe(5.54)
  })

  it('merges repeated lines of the same product and size', async () => {
    const p = await makeProduct({ price: 2, sizes: [{ value: '25g', label: '25 g', price_modifier: 0, stock: 5 }] })
    const { data } = await placeOrder(t.anon, [
      { product_id: p.id, size: '25g', quantity: 2 },
      { product_id: p.id, size: '25g', quantity: 3 },
    ])
    expect(data!.products_ordered).toEqual([expect.objectContaining({ quantity: 5 })])
    expect((await productRow(p.id)).sizes[0]!.stock).toBe(0)
  })
})

describe('place_order stock', () => {
  it('decrements the stock of the ordered size, and inventory_count follows the sizes', async () => {
    const p = await makeProduct({
      price: 4,
      sizes: [
        { value: '50g', label: '50 g', price_modifier: 0, stock: 10 },
        { value: '100g', label: '100 g', price_modifier: 3, stock: 4 },
      ],
    })
    expect(p.inventory_count).toBe(14)
    await placeOrder(t.anon, [{ product_id: p.id, size: '50g', quantity: 3 }])
    const after = await productRow(p.id)
    expect(after.sizes.map((s) => s.stock)).toEqual([7, 4])
    expect(after.inventory).toBe(11)
  })

  it('decrements inventory_count for a product whose sizes keep no stock; unlimited stays unlimited', async () => {
    const counted = await makeProduct({
      price: 3,
      sizes: [{ value: '1kg', label: '1 kg', price_modifier: 0, stock: null }],
      inventory_count: 6,
    })
    const unlimited = await makeProduct({ price: 3, inventory_count: null })
    const { error } = await placeOrder(t.anon, [
      { product_id: counted.id, size: '1kg', quantity: 4 },
      { product_id: unlimited.id, quantity: 50 },
    ])
    expect(error).toBeNull()
    expect((await productRow(counted.id)).inventory).toBe(2)
    expect((await productRow(unlimited.id)).inventory).toBeNull()
  })

  it('refuses an out-of-stock line with a clear message and writes nothing at all', async () => {
    const plenty = await makeProduct({
      price: 5,
      sizes: [{ value: '50g', label: '50 g jar', price_modifier: 0, stock: 10 }],
    })
    const scarce = await makeProduct({
      price: 5,
      sizes: [{ value: '50g', label: '50 g jar', price_modifier: 0, stock: 2 }],
    })
    const before = await orderCount()
    const { data, error, status } = await placeOrder(t.anon, [
      { product_id: plenty.id, size: '50g', quantity: 3 },
      { product_id: scarce.id, size: '50g', quantity: 3 },
    ])
    expect(data).toBeNull()
    expect(status).toBe(400)
    expect(error!.code).toBe('P0001')
    expect(error!.message).toBe(`Only 2 of "${scarce.product_name}" (50 g jar) left in stock.`)
    expect(await orderCount()).toBe(before)
    expect((await productRow(plenty.id)).sizes[0]!.stock).toBe(10)
    expect((await productRow(scarce.id)).sizes[0]!.stock).toBe(2)
  })

  it('says a size at 0 is out of stock', async () => {
    const p = await makeProduct({ price: 5, sizes: [{ value: '50g', label: '50 g jar', price_modifier: 0, stock: 0 }] })
    const { error } = await placeOrder(t.anon, [{ product_id: p.id, size: '50g', quantity: 1 }])
    expect(error!.message).toBe(`"${p.product_name}" (50 g jar) is out of stock.`)
  })

  it('refuses inactive and unknown products, unknown sizes, and bad lines, writing nothing', async () => {
    const inactive = await makeProduct({ price: 5, is_active: false })
    const sized = await makeProduct({ price: 5, sizes: [{ value: '50g', label: '50 g', price_modifier: 0, stock: 3 }] })
    const before = await orderCount()
    const cases: [Line[], string][] = [
      [[{ product_id: inactive.id, quantity: 1 }], `"${inactive.product_name}" is no longer available.`],
      [[{ product_id: randomUUID(), quantity: 1 }], 'A product in your cart is no longer available.'],
      [[{ product_id: sized.id, size: '5kg', quantity: 1 }], `"${sized.product_name}" does not come in size 5kg.`],
      [[{ product_id: sized.id, quantity: 1 }], `Please choose a size of "${sized.product_name}".`],
      [
        [{ product_id: sized.id, size: '50g', quantity: 0 }],
        'Each line needs a product_id, an optional size and a whole quantity from 1 to 999.',
      ],
      [
        [{ product_id: sized.id, size: '50g', quantity: 1.5 }],
        'Each line needs a product_id, an optional size and a whole quantity from 1 to 999.',
      ],
      [
        [{ product_id: 'not-a-uuid', quantity: 1 }],
        'Each line needs a product_id, an optional size and a whole quantity from 1 to 999.',
      ],
      [[], 'Your cart is empty.'],
    ]
    for (const [items, message] of cases) {
      const { error } = await placeOrder(t.anon, items)
      expect(error?.message).toBe(message)
    }
    expect(await orderCount()).toBe(before)
    expect((await productRow(sized.id)).sizes[0]!.stock).toBe(3)
  })

  it('checks the customer and address', async () => {
    const p = await makeProduct({ price: 5 })
    const bad = await placeOrder(t.anon, [{ product_id: p.id, quantity: 1 }], { name: 'X', email: 'nope' })
    expect(bad.error!.message).toBe('Invalid email address.')
    const noCity = await placeOrder(t.anon, [{ product_id: p.id, quantity: 1 }], {
      name: 'X',
      email: 'x@example.com',
      shippingAddress: { ...shipping, city: ' ' },
    })
    expect(noCity.error!.message).toBe('The shipping address is incomplete: city is required.')
  })

  it('keeps addresses to their known text fields, each within its length, writing nothing otherwise', async () => {
    const p = await makeProduct({ price: 5, inventory_count: 4 })
    const before = await orderCount()
    const order = (shippingAddress: Json, billingAddress?: Json) =>
      placeOrder(t.anon, [{ product_id: p.id, quantity: 1 }], { shippingAddress, billingAddress })
    const manyKeys = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, 'x']))
    const cases: [Json, Json | undefined, string][] = [
      [
        { ...shipping, street: 'x'.repeat(100_000) },
        undefined,
        'The shipping address is invalid: street is longer than 200 characters.',
      ],
      [
        { ...shipping, street: `1 Way${' '.repeat(300)}` },
        undefined,
        'The shipping address is invalid: street is longer than 200 characters.',
      ],
      [
        shipping,
        { ...shipping, street: 'x'.repeat(100_000) },
        'The billing address is invalid: street is longer than 200 characters.',
      ],
      [
        { ...shipping, apartment: 'x'.repeat(101) },
        undefined,
        'The shipping address is invalid: apartment is longer than 100 characters.',
      ],
      [
        { ...shipping, zip: '8'.repeat(21) },
        undefined,
        'The shipping address is invalid: zip is longer than 20 characters.',
      ],
      [{ ...shipping, ...manyKeys }, undefined, 'The shipping address has an unknown field: k0.'],
      [
        { ...shipping, ['y'.repeat(5000)]: 'x' },
        undefined,
        `The shipping address has an unknown field: ${'y'.repeat(40)}.`,
      ],
      [shipping, { ...shipping, note: 'x' }, 'The billing address has an unknown field: note.'],
      [{ ...shipping, city: 42 }, undefined, 'The shipping address is invalid: city must be text.'],
      [{ ...shipping, apartment: { floor: 2 } }, undefined, 'The shipping address is invalid: apartment must be text.'],
      [{ ...shipping, phone: ['555'] }, undefined, 'The shipping address is invalid: phone must be text.'],
      [shipping, { ...shipping, zip: null }, 'The billing address is invalid: zip must be text.'],
      [
        { ...shipping, country: 'United States' },
        undefined,
        'The shipping address is invalid: country must be a two-letter country code.',
      ],
      [
        { ...shipping, phone: '555-0100 ext. 12' },
        undefined,
        'The shipping address is invalid: phone is not a phone number.',
      ],
    ]
    for (const [shippingAddress, billingAddress, message] of cases) {
      const { error, status } = await order(shippingAddress, billingAddress)
      expect({ status, code: error?.code, message: error?.message }).toEqual({ status: 400, code: 'P0001', message })
    }
    expect(await orderCount()).toBe(before)
    expect((await productRow(p.id)).inventory).toBe(4)

    // What the checkout sends: optional parts left out or empty, a phone in its bare international form.
    const placed = await order(
      { ...shipping, phone: '+13035550100' },
      { ...shipping, apartment: 'Suite 2', phone: undefined },
    )
    expect(placed.error).toBeNull()
    expect(placed.data!.shipping_address).toEqual({ ...shipping, phone: '+13035550100' })
  })

  it('with 30 concurrent orders against a stock of 10 makes exactly 10 orders and leaves stock 0', async () => {
    const p = await makeProduct({
      price: 7.25,
      sizes: [{ value: '50g', label: '50 g jar', price_modifier: 0, stock: 10 }],
    })
    const clients = Array.from({ length: 30 }, () => t.client())
    const results = await Promise.all(
      clients.map((c) => placeOrder(c, [{ product_id: p.id, size: '50g', quantity: 1 }])),
    )
    const ok = results.filter((r) => !r.error)
    const refused = results.filter((r) => r.error)
    expect(ok).toHaveLength(10)
    expect(refused).toHaveLength(20)
    for (const r of refused) expect(r.error!.message).toMatch(/is out of stock\.$/)
    expect((await productRow(p.id)).sizes[0]!.stock).toBe(0)
    const { count } = await t.service
      .from('orders')
      .select('id', { count: 'exact', head: true })
      .filter('products_ordered', 'cs', JSON.stringify([{ product_id: p.id }]))
    expect(count).toBe(10)
  })
})

describe('place_order idempotency', () => {
  it('returns the first order for a retried key and never makes a second', async () => {
    const p = await makeProduct({ price: 6, sizes: [{ value: '50g', label: '50 g', price_modifier: 0, stock: 9 }] })
    const key = randomUUID()
    const first = await placeOrder(t.anon, [{ product_id: p.id, size: '50g', quantity: 2 }], { key })
    const before = await orderCount()
    const retry = await placeOrder(t.anon, [{ product_id: p.id, size: '50g', quantity: 2 }], { key })
    expect(retry.data!.id).toBe(first.data!.id)
    expect(await orderCount()).toBe(before)
    expect((await productRow(p.id)).sizes[0]!.stock).toBe(7)
  })

  it('concurrent submits of one key make one order and take the stock once', async () => {
    const p = await makeProduct({ price: 6, inventory_count: 10 })
    const key = randomUUID()
    const results = await Promise.all(
      Array.from({ length: 5 }, () => placeOrder(t.client(), [{ product_id: p.id, quantity: 2 }], { key })),
    )
    expect(results.map((r) => r.error)).toEqual([null, null, null, null, null])
    expect(new Set(results.map((r) => r.data!.id)).size).toBe(1)
    const { count } = await t.service
      .from('orders')
      .select('id', { count: 'exact', head: true })
      .eq('idempotency_key', key)
    expect(count).toBe(1)
    expect((await productRow(p.id)).inventory).toBe(8)
  })

  it("refuses a key used by someone else's order instead of revealing it", async () => {
    const p = await makeProduct({ price: 6 })
    const customer = await t.newCustomer()
    const key = randomUUID()
    await placeOrder(customer.client, [{ product_id: p.id, quantity: 1 }], { key })
    const stolen = await placeOrder(t.anon, [{ product_id: p.id, quantity: 1 }], { key })
    expect(stolen.data).toBeNull()
    expect(stolen.error!.message).toBe('This order key has already been used.')
  })
})

describe('Flavor Points and promo codes', () => {
  it('awards 1 point per whole dollar of the subtotal to a signed-in buyer, none to a guest', async () => {
    const p = await makeProduct({ price: 12.75 })
    const c = await t.newCustomer()
    const { data } = await placeOrder(c.client, [{ product_id: p.id, quantity: 3 }])
    expect(data!.user_id).toBe(c.id)
    expect(data!.subtotal_price).toBe(38.25)
    expect(data!.points_earned).toBe(38)
    expect((await c.client.rpc('points_balance')).data).toBe(138)
    const guest = await placeOrder(t.anon, [{ product_id: p.id, quantity: 3 }])
    expect(guest.data!.points_earned).toBe(0)
  })

  it('redeems 100/500/1000 points for $1/$5/$10 off, never below zero', async () => {
    const p = await makeProduct({ price: 20 })
    const c = await t.newCustomer()
    // Balance 100 (sign-up bonus).
    const redeemed = await placeOrder(c.client, [{ product_id: p.id, quantity: 1 }], { points: 100 })
    expect(redeemed.error).toBeNull()
    expect(redeemed.data!.discount_total).toBe(1)
    expect(redeemed.data!.points_redeemed).toBe(100)
    // tax on 19.00 = 1.33; total 19 + 5 + 1.33
    expect(redeemed.data!.taxes).toBe(1.33)
    expect(redeemed.data!.total_price).toBe(25.33)
    // 100 - 100 + 20 earned
    expect((await c.client.rpc('points_balance')).data).toBe(20)

    const before = await orderCount()
    const tooMany = await placeOrder(c.client, [{ product_id: p.id, quantity: 1 }], { points: 500 })
    expect(tooMany.error!.message).toBe('You need 480 more points for this reward.')
    const odd = await placeOrder(c.client, [{ product_id: p.id, quantity: 1 }], { points: 50 })
    expect(odd.error!.message).toBe('Flavor Points are redeemed as 100, 500 or 1000 points.')
    expect(await orderCount()).toBe(before)
    expect((await c.client.rpc('points_balance')).data).toBe(20)
  })

  it('refuses points for a guest and points combined with a promo code', async () => {
    const p = await makeProduct({ price: 20 })
    const guest = await placeOrder(t.anon, [{ product_id: p.id, quantity: 1 }], { points: 100 })
    expect(guest.error!.message).toBe('Sign in to redeem Flavor Points.')
    const c = await t.newCustomer()
    const both = await placeOrder(c.client, [{ product_id: p.id, quantity: 1 }], { points: 100, promo: 'WELCOME10' })
    expect(both.error!.message).toBe('Flavor Points cannot be combined with a promo code.')
  })

  it('applies a valid promo code in the same transaction and refuses an expired one', async () => {
    const p = await makeProduct({ price: 20 })
    const ok = await placeOrder(t.anon, [{ product_id: p.id, quantity: 2 }], { promo: ' welcome10 ' })
    expect(ok.error).toBeNull()
    expect(ok.data!.promo_code_used).toBe('WELCOME10')
    expect(ok.data!.discount_total).toBe(4)
    // tax on 36.00 = 2.52
    expect(ok.data!.total_price).toBe(36 + 5 + 2.52)
    const uses = await admin.from('promo_codes').select('uses').eq('code', 'WELCOME10').single()
    expect(uses.data!.uses).toBe(1)
    const expired = await placeOrder(t.anon, [{ product_id: p.id, quantity: 2 }], { promo: 'SUMMER25' })
    expect(expired.error!.message).toBe('Promo code SUMMER25 has expired.')
    const small = await placeOrder(t.anon, [{ product_id: p.id, quantity: 1 }], { promo: 'SPICE5' })
    expect(small.error!.message).toBe('Promo code SPICE5 needs a subtotal of at least $30.00.')
  })
})

describe('get_order', () => {
  it('reads a guest order by its id, for anyone holding the id', async () => {
    const p = await makeProduct({ price: 3 })
    const placed = await placeOrder(t.anon, [{ product_id: p.id, quantity: 1 }])
    const byAnon = await t.client().rpc('get_order', { p_order_id: placed.data!.id }).single()
    expect(byAnon.data!.order_number).toBe(placed.data!.order_number)
    const missing = await t.anon.rpc('get_order', { p_order_id: randomUUID() }).single()
    expect(missing.error!.code).toBe('PGRST116')
  })

  it("reads a customer's order only for that customer or an admin", async () => {
    const p = await makeProduct({ price: 3 })
    const owner = await t.newCustomer()
    const other = await t.newCustomer()
    const placed = await placeOrder(owner.client, [{ product_id: p.id, quantity: 1 }])
    const id = placed.data!.id
    expect((await owner.client.rpc('get_order', { p_order_id: id }).maybeSingle()).data?.id).toBe(id)
    expect((await admin.rpc('get_order', { p_order_id: id }).maybeSingle()).data?.id).toBe(id)
    expect((await other.client.rpc('get_order', { p_order_id: id }).maybeSingle()).data).toBeNull()
    expect((await t.anon.rpc('get_order', { p_order_id: id }).maybeSingle()).data).toBeNull()
  })
})

describe('volatility', () => {
  it('declares every function that prices through private.price_order volatile, as price_order is', async () => {
    // A stable function may be run once per statement or with an older snapshot; one that calls a
    // volatile function must not promise that.
    const { rows } = await t.stack.db.query<{ fn: string; volatility: string }>(
      `select p.oid::regprocedure::text as fn, p.provolatile::text as volatility
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') and p.prosrc ~ 'private\\.price_order\\('
        order by 1`,
    )
    const [priceOrder] = (
      await t.stack.db.query<{ volatility: string }>(
        `select provolatile::text as volatility from pg_proc where proname = 'price_order'`,
      )
    ).rows
    expect(priceOrder!.volatility).toBe('v')
    expect(rows.map((r) => r.fn)).toEqual(expect.arrayContaining(['quote_order(jsonb,text,integer,jsonb)']))
    expect(rows.filter((r) => r.volatility !== 'v')).toEqual([])
  })
})
