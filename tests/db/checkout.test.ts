import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { startTestStack, type Client, type TestStack } from '../helpers/stack.ts'
import { orderHelpers, type Line } from '../helpers/orders.ts'
import type { Tables, TablesInsert } from '../../src/types/database.ts'

// quote_order, the refusals that name a cart line, promo codes, and claiming a guest order,
// through the real API.

let t: TestStack

const { makeProduct, productRow, orderCount, placeOrder, quoteOrder } = orderHelpers(() => t)

beforeAll(async () => {
  t = await startTestStack()
})

afterAll(async () => {
  await t?.stop()
})

const sql = (text: string, params: unknown[] = []) => t.stack.db.query(text, params)

async function makePromo(fields: Omit<TablesInsert<'promo_codes'>, 'code' | 'description'>) {
  const code = `T${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`
  const { error } = await t.service.from('promo_codes').insert({ code, description: 'Test code', ...fields })
  if (error) throw new Error(error.message)
  return code
}

async function promoUses(code: string) {
  const { data } = await t.service.from('promo_codes').select('uses').eq('code', code).single()
  return data!.uses
}

const balance = async (c: Client) => (await c.rpc('points_balance')).data

/** The order's figures that quote_order promises. */
const QUOTED = [
  'products_ordered',
  'subtotal_price',
  'discount_total',
  'shipping_cost',
  'taxes',
  'total_price',
  'promo_code_used',
  'points_redeemed',
  'points_earned',
] as const

const charged = (order: Tables<'orders'>) => Object.fromEntries(QUOTED.map((k) => [k, order[k]]))

describe('quote_order', () => {
  it('quotes exactly what place_order then charges, for carts with and without a promo code or points', async () => {
    const jar = await makeProduct({
      price: 10.99,
      sizes: [
        { value: '50g', label: '50 g jar', price_modifier: 0, stock: 50 },
        { value: '100g', label: '100 g jar', price_modifier: 2.5, stock: 50 },
      ],
    })
    const loose = await makeProduct({ price: 0.35, inventory_count: 500 })
    const percent = await makePromo({ discount_type: 'percent', discount_value: 15 })
    const fixed = await makePromo({ discount_type: 'fixed', discount_value: 7.5, min_subtotal: 20 })
    const big = await makePromo({ discount_type: 'fixed', discount_value: 50 })
    const customer = await t.newCustomer()
    const carts: [Client, Line[], { promo?: string; points?: number }][] = [
      [t.anon, [{ product_id: loose.id, quantity: 1 }], {}],
      [
        t.anon,
        [
          { product_id: jar.id, size: '100g', quantity: 3 },
          { product_id: loose.id, quantity: 7 },
          { product_id: jar.id, size: '100g', quantity: 1 },
        ],
        { promo: percent.toLowerCase() },
      ],
      [t.anon, [{ product_id: jar.id, size: '50g', quantity: 2 }], { promo: fixed }],
      // A discount larger than the subtotal leaves the goods free, never a negative total.
      [t.anon, [{ product_id: loose.id, quantity: 3 }], { promo: big }],
      [customer.client, [{ product_id: jar.id, size: '50g', quantity: 4 }], {}],
      [customer.client, [{ product_id: jar.id, size: '100g', quantity: 1 }], { points: 100 }],
      [customer.client, [{ product_id: loose.id, quantity: 11 }], { promo: percent }],
    ]
    for (const [client, items, choice] of carts) {
      const quote = await quoteOrder(client, items, choice)
      expect(quote.error).toBeNull()
      const placed = await placeOrder(client, items, choice)
      expect(placed.error).toBeNull()
      expect(quote.data).toEqual(charged(placed.data!))
    }
    // The second cart, worked by hand: 4 x 13.49 + 7 x 0.35 = 56.41; 15% off = 8.46;
    // tax 7% of 47.95 = 3.36; total 47.95 + 5 + 3.36.
    const second = await quoteOrder(t.anon, carts[1]![1], { promo: percent })
    expect(second.data).toMatchObject({
      subtotal_price: 56.41,
      discount_total: 8.46,
      shipping_cost: 5,
      taxes: 3.36,
      total_price: 56.31,
      promo_code_used: percent,
      points_earned: 0,
    })
    const free = await quoteOrder(t.anon, carts[3]![1], { promo: big })
    expect(free.data).toMatchObject({ subtotal_price: 1.05, discount_total: 1.05, taxes: 0, total_price: 5 })
  })

  it('writes nothing: no stock taken, no promo code use, no points spent, no order', async () => {
    const p = await makeProduct({ price: 9, sizes: [{ value: '50g', label: '50 g', price_modifier: 0, stock: 3 }] })
    const code = await makePromo({ discount_type: 'percent', discount_value: 10, max_uses: 1 })
    const customer = await t.newCustomer()
    const before = await orderCount()
    for (let i = 0; i < 3; i++) {
      expect(
        (await quoteOrder(t.anon, [{ product_id: p.id, size: '50g', quantity: 3 }], { promo: code })).error,
      ).toBeNull()
      expect(
        (await quoteOrder(customer.client, [{ product_id: p.id, size: '50g', quantity: 3 }], { points: 100 })).error,
      ).toBeNull()
    }
    expect((await productRow(p.id)).sizes[0]!.stock).toBe(3)
    expect(await promoUses(code)).toBe(0)
    expect(await balance(customer.client)).toBe(100)
    expect(await orderCount()).toBe(before)
  })

  it('ignores prices, totals and discounts the client slips into the items', async () => {
    const p = await makeProduct({
      price: 12.4,
      sizes: [{ value: '50g', label: '50 g', price_modifier: 1.1, stock: 9 }],
    })
    const clean: Line[] = [{ product_id: p.id, size: '50g', quantity: 2 }]
    const tampered: Line[] = [
      {
        product_id: p.id,
        size: '50g',
        quantity: 2,
        price: 0.01,
        price_at_purchase: 0.01,
        price_modifier: -12,
        unit_price: 0,
        subtotal_price: 0,
        discount_total: 99,
        taxes: 0,
        total_price: 0,
        product_name: 'Free Saffron',
      },
    ]
    const fair = await quoteOrder(t.anon, clean)
    const quoted = await quoteOrder(t.anon, tampered)
    expect(quoted.data).toEqual(fair.data)
    expect(fair.data!.subtotal_price).toBe(27)
    const placed = await placeOrder(t.anon, tampered)
    expect(charged(placed.data!)).toEqual(fair.data)
    expect(placed.data!.products_ordered).toEqual([
      expect.objectContaining({ product_name: p.product_name, price_at_purchase: 13.5, quantity: 2 }),
    ])
  })
})

describe('refusals', () => {
  /** Both functions refuse the cart with this message and these details. */
  async function refusedBoth(c: Client, items: Line[], message: string, details: object | null, choice = {}) {
    const before = await orderCount()
    for (const { error, data } of [await quoteOrder(c, items, choice), await placeOrder(c, items, choice)]) {
      expect(data).toBeNull()
      expect(error!.code).toBe('P0001')
      expect(error!.message).toBe(message)
      expect(error!.details === null ? null : JSON.parse(error!.details)).toEqual(details)
    }
    expect(await orderCount()).toBe(before)
  }

  it('name the refused line: product, size, reason and what is left', async () => {
    const sized = await makeProduct({
      price: 5,
      sizes: [
        { value: '50g', label: '50 g jar', price_modifier: 0, stock: 0 },
        { value: '100g', label: '100 g jar', price_modifier: 2, stock: 2 },
      ],
    })
    const inactive = await makeProduct({ price: 5, is_active: false })
    const counted = await makeProduct({
      price: 4,
      sizes: [
        { value: 'tin', label: 'Tin', price_modifier: 0, stock: null },
        { value: 'refill', label: 'Refill', price_modifier: -1, stock: null },
      ],
      inventory_count: 5,
    })
    const plain = await makeProduct({ price: 3, inventory_count: 1 })
    const unknown = randomUUID()
    const ok: Line = { product_id: plain.id, quantity: 1 }
    const name = (p: { product_name: string }) => p.product_name

    await refusedBoth(
      t.anon,
      [ok, { product_id: unknown, quantity: 1 }],
      'A product in your cart is no longer available.',
      {
        product_id: unknown,
        size: null,
        reason: 'unknown',
        available: null,
      },
    )
    await refusedBoth(
      t.anon,
      [ok, { product_id: inactive.id, quantity: 1 }],
      `"${name(inactive)}" is no longer available.`,
      {
        product_id: inactive.id,
        size: null,
        reason: 'inactive',
        available: null,
      },
    )
    await refusedBoth(t.anon, [{ product_id: sized.id, quantity: 1 }], `Please choose a size of "${name(sized)}".`, {
      product_id: sized.id,
      size: null,
      reason: 'size_required',
      available: null,
    })
    await refusedBoth(
      t.anon,
      [{ product_id: sized.id, size: '1kg', quantity: 1 }],
      `"${name(sized)}" does not come in size 1kg.`,
      { product_id: sized.id, size: '1kg', reason: 'size_not_offered', available: null },
    )
    await refusedBoth(
      t.anon,
      [{ product_id: plain.id, size: '1kg', quantity: 1 }],
      `"${name(plain)}" does not come in size 1kg.`,
      { product_id: plain.id, size: '1kg', reason: 'size_not_offered', available: null },
    )
    await refusedBoth(
      t.anon,
      [{ product_id: sized.id, size: '50g', quantity: 1 }],
      `"${name(sized)}" (50 g jar) is out of stock.`,
      { product_id: sized.id, size: '50g', reason: 'out_of_stock', available: 0 },
    )
    await refusedBoth(
      t.anon,
      [{ product_id: sized.id, size: '100g', quantity: 3 }],
      `Only 2 of "${name(sized)}" (100 g jar) left in stock.`,
      { product_id: sized.id, size: '100g', reason: 'insufficient_stock', available: 2 },
    )
    // Sizes that keep no stock of their own share the product's inventory_count.
    await refusedBoth(
      t.anon,
      [
        { product_id: counted.id, size: 'tin', quantity: 3 },
        { product_id: counted.id, size: 'refill', quantity: 3 },
      ],
      `Only 2 of "${name(counted)}" left in stock.`,
      { product_id: counted.id, size: 'refill', reason: 'insufficient_stock', available: 2 },
    )
    expect((await productRow(counted.id)).inventory).toBe(5)
    expect((await productRow(sized.id)).sizes.map((s) => s.stock)).toEqual([0, 2])
  })

  it('name a line sold out between the quote and the order', async () => {
    const p = await makeProduct({ price: 8, sizes: [{ value: '50g', label: '50 g jar', price_modifier: 0, stock: 2 }] })
    const cart: Line[] = [{ product_id: p.id, size: '50g', quantity: 2 }]
    expect((await quoteOrder(t.anon, cart)).error).toBeNull()
    expect((await placeOrder(t.client(), cart)).error).toBeNull()
    await refusedBoth(t.anon, cart, `"${p.product_name}" (50 g jar) is out of stock.`, {
      product_id: p.id,
      size: '50g',
      reason: 'out_of_stock',
      available: 0,
    })
  })

  it('refuse redeeming more points than the balance, in the quote and the order', async () => {
    const p = await makeProduct({ price: 30 })
    const customer = await t.newCustomer()
    const cart: Line[] = [{ product_id: p.id, quantity: 1 }]
    await refusedBoth(customer.client, cart, 'You need 400 more points for this reward.', null, { points: 500 })
    await refusedBoth(customer.client, cart, 'You need 900 more points for this reward.', null, { points: 1000 })
    await refusedBoth(customer.client, cart, 'Flavor Points are redeemed as 100, 500 or 1000 points.', null, {
      points: 200,
    })
    await refusedBoth(t.anon, cart, 'Sign in to redeem Flavor Points.', null, { points: 100 })
    expect(await balance(customer.client)).toBe(100)
  })

  it('apply promo code rules the same way in the quote and the order', async () => {
    const p = await makeProduct({ price: 10 })
    const cart: Line[] = [{ product_id: p.id, quantity: 2 }]
    const day = 24 * 60 * 60 * 1000
    const expired = await makePromo({
      discount_type: 'percent',
      discount_value: 20,
      ends_at: new Date(Date.now() - day).toISOString(),
    })
    const future = await makePromo({
      discount_type: 'percent',
      discount_value: 20,
      starts_at: new Date(Date.now() + day).toISOString(),
    })
    const off = await makePromo({ discount_type: 'fixed', discount_value: 3, is_active: false })
    const usedUp = await makePromo({ discount_type: 'fixed', discount_value: 3, max_uses: 5, uses: 5 })
    const min = await makePromo({ discount_type: 'fixed', discount_value: 3, min_subtotal: 25 })
    for (const code of ['NOSUCHCODE', future, off, usedUp]) {
      await refusedBoth(t.anon, cart, `Promo code ${code} is not valid.`, null, { promo: code })
    }
    // A code that ran out of time says so; one switched off or used up stays "not valid" even past its end.
    await refusedBoth(t.anon, cart, `Promo code ${expired} has expired.`, null, { promo: expired })
    const offAndExpired = await makePromo({
      discount_type: 'fixed',
      discount_value: 3,
      is_active: false,
      ends_at: new Date(Date.now() - day).toISOString(),
    })
    await refusedBoth(t.anon, cart, `Promo code ${offAndExpired} is not valid.`, null, { promo: offAndExpired })
    await refusedBoth(t.anon, cart, `Promo code ${min} needs a subtotal of at least $25.00.`, null, { promo: min })
    const customer = await t.newCustomer()
    await refusedBoth(customer.client, cart, 'Flavor Points cannot be combined with a promo code.', null, {
      promo: min,
      points: 100,
    })

    // At the minimum the code applies.
    const enough: Line[] = [{ product_id: p.id, quantity: 3 }]
    expect((await placeOrder(t.anon, enough, { promo: min })).data).toMatchObject({ discount_total: 3, taxes: 1.89 })
  })

  it('count promo code uses, and refuse the use after the last', async () => {
    const p = await makeProduct({ price: 10 })
    const code = await makePromo({ discount_type: 'percent', discount_value: 50, max_uses: 2 })
    const cart: Line[] = [{ product_id: p.id, quantity: 1 }]
    for (const uses of [1, 2]) {
      const placed = await placeOrder(t.anon, cart, { promo: code })
      expect(placed.data).toMatchObject({ promo_code_used: code, discount_total: 5, total_price: 10.35 })
      expect(await promoUses(code)).toBe(uses)
    }
    await refusedBoth(t.anon, cart, `Promo code ${code} is not valid.`, null, { promo: code })
    expect(await promoUses(code)).toBe(2)
  })
})

describe('claim_guest_order', () => {
  async function guestOrder(email: string, quantity = 1) {
    const p = await makeProduct({ price: 23.5 })
    const { data, error } = await placeOrder(t.anon, [{ product_id: p.id, quantity }], { email })
    if (error) throw new Error(error.message)
    return data!
  }

  const claim = (c: Client, id: string) => c.rpc('claim_guest_order', { p_order_id: id })

  async function orderLedger(orderId: string) {
    const { data } = await t.service
      .from('points_ledger')
      .select('user_id, points, reason, expires_at')
      .eq('order_id', orderId)
    return data!
  }

  it("attaches a guest order placed with the customer's e-mail once, and credits its points once", async () => {
    const customer = await t.newCustomer()
    const order = await guestOrder(customer.email.toUpperCase(), 2)
    expect(order.points_earned).toBe(0)
    // The guest order is not the customer's yet.
    expect((await customer.client.from('orders').select('id').eq('id', order.id)).data).toEqual([])

    const claimed = await claim(customer.client, order.id)
    expect(claimed.error).toBeNull()
    expect(claimed.data).toMatchObject({
      id: order.id,
      user_id: customer.id,
      points_earned: 47,
      total_price: order.total_price,
    })
    // 100 for joining + 47 for the $47.00 order, as place_order credits a signed-in buyer.
    expect(await balance(customer.client)).toBe(147)
    const ledger = await orderLedger(order.id)
    expect(ledger).toEqual([expect.objectContaining({ user_id: customer.id, points: 47, reason: 'order' })])
    const months = (Date.parse(ledger[0]!.expires_at!) - Date.now()) / (30.44 * 24 * 60 * 60 * 1000)
    expect(Math.round(months)).toBe(12)

    // Now the customer's: readable by them, no longer by anyone holding the id.
    expect((await customer.client.from('orders').select('id').eq('id', order.id)).data).toEqual([{ id: order.id }])
    expect((await customer.client.rpc('get_order', { p_order_id: order.id }).maybeSingle()).data?.id).toBe(order.id)
    expect((await t.anon.rpc('get_order', { p_order_id: order.id }).maybeSingle()).data).toBeNull()

    const again = await claim(customer.client, order.id)
    expect(again.error!.message).toBe('This order is already in your account.')
    expect(await balance(customer.client)).toBe(147)
    expect(await orderLedger(order.id)).toHaveLength(1)
  })

  it('claims once when the same customer claims three times at once', async () => {
    const customer = await t.newCustomer()
    const order = await guestOrder(customer.email)
    const sessions = await Promise.all([1, 2, 3].map(() => t.signIn(customer.email, customer.password)))
    const results = await Promise.all(sessions.map((c) => claim(c, order.id)))
    expect(results.filter((r) => !r.error)).toHaveLength(1)
    expect(results.filter((r) => r.error).map((r) => r.error!.message)).toEqual([
      'This order is already in your account.',
      'This order is already in your account.',
    ])
    expect(await balance(customer.client)).toBe(123)
    expect(await orderLedger(order.id)).toHaveLength(1)
  })

  it('refuses an order placed with another e-mail address', async () => {
    const customer = await t.newCustomer()
    const order = await guestOrder(`someone-else-${randomUUID().slice(0, 6)}@example.com`)
    const { error } = await claim(customer.client, order.id)
    expect(error!.message).toBe('This order was placed with a different e-mail address.')
    const { data } = await t.service.from('orders').select('user_id, points_earned').eq('id', order.id).single()
    expect(data).toEqual({ user_id: null, points_earned: 0 })
    expect(await balance(customer.client)).toBe(100)
  })

  it('refuses an order placed more than 30 days ago, and takes one placed 29 days ago', async () => {
    const customer = await t.newCustomer()
    const old = await guestOrder(customer.email)
    const recent = await guestOrder(customer.email)
    await sql(`update public.orders set created_at = now() - interval '30 days 1 minute' where id = $1`, [old.id])
    await sql(`update public.orders set created_at = now() - interval '29 days' where id = $1`, [recent.id])
    expect((await claim(customer.client, old.id)).error!.message).toBe(
      'An order can be claimed only within 30 days of being placed.',
    )
    expect((await claim(customer.client, recent.id)).data!.user_id).toBe(customer.id)
    expect(await orderLedger(old.id)).toEqual([])
  })

  it("answers another customer's order, a claimed one and an unknown id as not found", async () => {
    const owner = await t.newCustomer()
    const other = await t.newCustomer()
    const p = await makeProduct({ price: 4 })
    const own = await placeOrder(owner.client, [{ product_id: p.id, quantity: 1 }], { email: other.email })
    const claimedByOwner = await guestOrder(owner.email)
    expect((await claim(owner.client, claimedByOwner.id)).error).toBeNull()
    for (const id of [own.data!.id, claimedByOwner.id, randomUUID()]) {
      expect((await claim(other.client, id)).error!.message).toBe('Order not found.')
    }
    // A customer's own order placed while signed in is already theirs.
    expect((await claim(owner.client, own.data!.id)).error!.message).toBe('This order is already in your account.')
    expect(await balance(other.client)).toBe(100)
  })

  /** The session a mail's link hands the browser (implicit flow: in the redirect's fragment). */
  async function followMailLink(to: string, kind: string) {
    const { rows } = await t.stack.db.query<{ link: string }>(
      `select link from auth.local_outbox where recipient = $1 and kind = $2 order by id desc limit 1`,
      [to, kind],
    )
    const res = await fetch(rows[0]!.link, { redirect: 'manual' })
    return new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1))
  }

  it("gives someone who signs up with a guest's address nothing until the mailed link proves it", async () => {
    const email = `taker-${randomUUID().slice(0, 8)}@example.com`
    const order = await guestOrder(email)
    const taker = t.client()
    const { data, error } = await taker.auth.signUp({ email, password: 'not-the-guest-1' })
    expect(error).toBeNull()
    // No session (confirmations are on, as config.toml says): the claim runs as a visitor.
    expect(data.session).toBeNull()
    expect((await claim(taker, order.id)).error!.code).toBe('42501')
    expect((await taker.auth.signInWithPassword({ email, password: 'not-the-guest-1' })).error?.code).toBe(
      'email_not_confirmed',
    )
    expect(await orderLedger(order.id)).toEqual([])

    // Whoever reads that inbox follows the link, signed in by it: now the order is theirs.
    const fragment = await followMailLink(email, 'signup')
    const owner = t.client()
    await owner.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    })
    expect((await claim(owner, order.id)).data!.user_id).toBe(data.user!.id)
  })

  it("takes no order for an e-mail change to the guest's address before both addresses confirm it", async () => {
    const customer = await t.newCustomer()
    const guestEmail = `guest-${randomUUID().slice(0, 8)}@example.com`
    const order = await guestOrder(guestEmail)
    expect((await customer.client.auth.updateUser({ email: guestEmail })).error).toBeNull()
    expect((await claim(customer.client, order.id)).error!.message).toBe(
      'This order was placed with a different e-mail address.',
    )
    expect(await orderLedger(order.id)).toEqual([])

    await followMailLink(guestEmail, 'email_change')
    await followMailLink(customer.email, 'email_change')
    expect((await claim(customer.client, order.id)).data!.user_id).toBe(customer.id)
  })

  it('refuses signed-out callers, unconfirmed e-mail addresses and cancelled orders', async () => {
    const customer = await t.newCustomer()
    const order = await guestOrder(customer.email)
    const anon = await claim(t.anon, order.id)
    expect(anon.error!.code).toBe('42501')
    expect(anon.data).toBeNull()

    await sql(`update public.orders set status = 'Cancelled' where id = $1`, [order.id])
    expect((await claim(customer.client, order.id)).error!.message).toBe('A cancelled order cannot be claimed.')

    const unconfirmed = await t.newCustomer()
    const theirs = await guestOrder(unconfirmed.email)
    await sql(`update auth.users set email_confirmed_at = null where id = $1`, [unconfirmed.id])
    expect((await claim(unconfirmed.client, theirs.id)).error!.message).toBe(
      'Confirm your e-mail address before claiming an order.',
    )
    const { data } = await t.service.from('orders').select('user_id').in('id', [order.id, theirs.id])
    expect(data).toEqual([{ user_id: null }, { user_id: null }])
  })
})
