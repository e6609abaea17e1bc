import { randomUUID } from 'node:crypto'
import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type Client, type TestStack } from '../helpers/stack.ts'
import { orderHelpers } from '../helpers/orders.ts'
import { until } from '../helpers/until.ts'

// The account area's data through the real API: the wishlist by size with stock and "back in
// stock", one default address, profile names, the Flavor Points ledger with 12-month expiry spent
// first in, first out, and live order status for its owner only. Each customer sees only their own.

let t: TestStack
let admin: Client
type Customer = Awaited<ReturnType<TestStack['newCustomer']>>
let a: Customer
let b: Customer

const { makeProduct, placeOrder, quoteOrder } = orderHelpers(() => t)

beforeAll(async () => {
  t = await startTestStack()
  admin = await t.admin()
  a = await t.newCustomer('Ana Alpha')
  b = await t.newCustomer('Ben Beta')
})

afterAll(async () => {
  await t?.stop()
})

const sql = async <T>(text: string, params: unknown[] = []) => (await t.stack.db.query<T>(text, params)).rows

const jars = (stock50: number | null, stock100: number | null) => [
  { value: '50g', label: '50 g jar', price_modifier: 0, stock: stock50 },
  { value: '100g', label: '100 g jar', price_modifier: 2.5, stock: stock100 },
]

// ---------------------------------------------------------------- wishlist

describe('wishlist by size', () => {
  it('keeps one row per product and size; a sized product without a size gets its default size', async () => {
    const p = await makeProduct({ price: 6, sizes: jars(3, 3) })
    const plain = await makeProduct({ price: 4, inventory_count: 2 })
    const first = await a.client.from('wishlist_items').insert({ product_id: p.id }).select('size').single()
    expect(first.data!.size).toBe('50g')
    expect((await a.client.from('wishlist_items').insert({ product_id: p.id, size: '100g' })).status).toBe(201)
    const again = await a.client.from('wishlist_items').insert({ product_id: p.id, size: '100g' })
    expect(again.error?.code).toBe('23505')
    expect((await a.client.from('wishlist_items').insert({ product_id: plain.id })).status).toBe(201)
    const plainAgain = await a.client.from('wishlist_items').insert({ product_id: plain.id })
    expect(plainAgain.error?.code).toBe('23505')

    const unknown = await a.client.from('wishlist_items').insert({ product_id: p.id, size: '5kg' })
    expect(unknown.error?.message).toBe(`"${p.product_name}" does not come in size 5kg.`)
    const sizedPlain = await a.client.from('wishlist_items').insert({ product_id: plain.id, size: '50g' })
    expect(sizedPlain.error?.message).toBe(`"${plain.product_name}" does not come in size 50g.`)
    const own = await a.client.from('wishlist_items').select('size').in('product_id', [p.id, plain.id]).order('size')
    expect(own.data).toEqual([{ size: '100g' }, { size: '50g' }, { size: null }])
  })

  it('get_wishlist gives image, name, price of the size, its stock and a back-in-stock flag', async () => {
    const c = await t.newCustomer('Cy Gamma')
    const p = await makeProduct({ price: 6, sizes: jars(4, 0) })
    await c.client.from('wishlist_items').insert({ product_id: p.id, size: '50g' })
    await c.client.from('wishlist_items').insert({ product_id: p.id, size: '100g' })
    const read = async () => {
      const { data, error } = await c.client.rpc('get_wishlist')
      expect(error).toBeNull()
      return Object.fromEntries(data!.map((row) => [row.size, row]))
    }
    let rows = await read()
    expect(rows['50g']).toMatchObject({
      product_id: p.id,
      product_name: p.product_name,
      product_slug: p.product_slug,
      size_label: '50 g jar',
      price: 6,
      stock: 4,
      in_stock: true,
      back_in_stock: false,
    })
    expect(rows['100g']).toMatchObject({ price: 8.5, stock: 0, in_stock: false, back_in_stock: false })

    // The 100 g jar comes back; the 50 g jar sells out.
    await t.service
      .from('products')
      .update({ available_sizes: jars(0, 7) })
      .eq('id', p.id)
    rows = await read()
    expect(rows['100g']).toMatchObject({ stock: 7, in_stock: true, back_in_stock: true })
    expect(rows['50g']).toMatchObject({ stock: 0, in_stock: false, back_in_stock: false })

    // Newest first; a deactivated product leaves the list.
    const { data } = await c.client.rpc('get_wishlist')
    expect(data!.map((r) => r.size)).toEqual(['100g', '50g'])
    await t.service.from('products').update({ is_active: false }).eq('id', p.id)
    expect((await c.client.rpc('get_wishlist')).data).toEqual([])
  })

  it('is private: anon has none, another customer neither reads nor removes it, the flag is the database’s', async () => {
    const p = await makeProduct({ price: 3, inventory_count: 0 })
    await a.client.from('wishlist_items').insert({ product_id: p.id })
    expect((await t.anon.rpc('get_wishlist')).status).toBe(401)
    expect((await t.anon.from('wishlist_items').select('id')).status).toBe(401)
    const seenByB = (await b.client.rpc('get_wishlist')).data!
    expect(seenByB.some((r) => r.product_id === p.id)).toBe(false)
    const removed = await b.client.from('wishlist_items').delete().eq('product_id', p.id).select()
    expect(removed.data).toEqual([])
    const forged = await b.client
      .from('wishlist_items')
      .insert({ product_id: p.id, out_of_stock_when_added: true } as never)
    expect(forged.error?.code).toBe('42501')
    const mine = (await a.client.rpc('get_wishlist')).data!.filter((r) => r.product_id === p.id)
    expect(mine).toHaveLength(1)
  })
})

// ---------------------------------------------------------------- addresses

const home = { full_name: 'Ana Alpha', street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' }

describe('addresses: exactly one default', () => {
  it('the first is the default, a new default takes over, the default cannot be switched off alone, deleting it promotes another', async () => {
    const c = await t.newCustomer('Dee Delta')
    const defaults = async () =>
      (await c.client.from('addresses').select('street').eq('is_default', true)).data!.map((r) => r.street)

    const first = await c.client
      .from('addresses')
      .insert({ ...home, is_default: false })
      .select()
      .single()
    expect(first.data!.is_default).toBe(true)
    const second = await c.client
      .from('addresses')
      .insert({ ...home, street: '2 Side St' })
      .select()
      .single()
    expect(second.data!.is_default).toBe(false)
    expect(await defaults()).toEqual(['1 Main St'])

    await c.client.from('addresses').update({ is_default: true }).eq('id', second.data!.id)
    expect(await defaults()).toEqual(['2 Side St'])

    const off = await c.client
      .from('addresses')
      .update({ is_default: false, city: 'Dallas' })
      .eq('id', second.data!.id)
      .select('is_default, city')
      .single()
    expect(off.data).toEqual({ is_default: true, city: 'Dallas' })
    expect(await defaults()).toEqual(['2 Side St'])

    const third = await c.client
      .from('addresses')
      .insert({ ...home, street: '3 Far Rd' })
      .select()
      .single()
    // Deleting the default hands it to the most recently updated remaining address.
    await c.client.from('addresses').update({ label: 'Work' }).eq('id', first.data!.id)
    await c.client.from('addresses').delete().eq('id', second.data!.id)
    expect(await defaults()).toEqual(['1 Main St'])
    await c.client.from('addresses').delete().eq('id', first.data!.id)
    expect(await defaults()).toEqual(['3 Far Rd'])
    await c.client.from('addresses').delete().eq('id', third.data!.id)
    expect(await defaults()).toEqual([])
    const again = await c.client.from('addresses').insert(home).select('is_default').single()
    expect(again.data!.is_default).toBe(true)
  })

  it('a customer changes only their own addresses and cannot move one to someone else', async () => {
    const mine = await a.client.from('addresses').insert(home).select().single()
    expect((await t.anon.from('addresses').select('id')).status).toBe(401)
    expect((await b.client.from('addresses').select('id').eq('id', mine.data!.id)).data).toEqual([])
    const edit = await b.client.from('addresses').update({ city: 'Nowhere' }).eq('id', mine.data!.id).select()
    expect(edit.data).toEqual([])
    const takeDefault = await b.client.from('addresses').update({ is_default: true }).eq('id', mine.data!.id).select()
    expect(takeDefault.data).toEqual([])
    const del = await b.client.from('addresses').delete().eq('id', mine.data!.id).select()
    expect(del.data).toEqual([])
    const move = await a.client
      .from('addresses')
      .update({ user_id: b.id } as never)
      .eq('id', mine.data!.id)
    expect(move.error?.code).toBe('42501')
    const forB = await a.client.from('addresses').insert({ ...home, user_id: b.id } as never)
    expect(forB.error?.code).toBe('42501')
    // b's own first address is still b's default, untouched by a's.
    const bFirst = await b.client.from('addresses').insert(home).select('is_default, user_id').single()
    expect(bFirst.data).toEqual({ is_default: true, user_id: b.id })
    expect((await a.client.from('addresses').select('city').eq('id', mine.data!.id).single()).data!.city).toBe('Austin')
  })
})

describe('addresses: known text fields within their lengths', () => {
  it('refuses oversized fields (blanks count), unknown keys and non-text values on insert and update, writing nothing', async () => {
    const c = await t.newCustomer('Eve Echo')
    const saved = await c.client.from('addresses').insert(home).select().single()
    expect(saved.error).toBeNull()
    const oversized: [keyof typeof home, string, string][] = [
      ['full_name', `Eve${' '.repeat(100_000)}`, 'addresses_full_name_length'],
      ['street', `1 Main St${' '.repeat(100_000)}`, 'addresses_street_length'],
      ['city', `Austin${' '.repeat(200)}`, 'addresses_city_length'],
      ['state', `TX${' '.repeat(101)}`, 'addresses_state_length'],
      ['zip', `78701${' '.repeat(30)}`, 'addresses_zip_length'],
    ]
    for (const [field, value, constraint] of oversized) {
      for (const write of [
        () => c.client.from('addresses').insert({ ...home, [field]: value }),
        () =>
          c.client
            .from('addresses')
            .update({ [field]: value } as Partial<typeof home>)
            .eq('id', saved.data!.id),
      ]) {
        const { error, status } = await write()
        expect({ field, status, code: error?.code }).toEqual({ field, status: 400, code: '23514' })
        expect(error!.message).toBe(`new row for relation "addresses" violates check constraint "${constraint}"`)
      }
    }
    const extra = await c.client.from('addresses').insert({ ...home, note: 'x' } as never)
    expect({ status: extra.status, code: extra.error?.code }).toEqual({ status: 400, code: 'PGRST204' })
    const extraUpdate = await c.client
      .from('addresses')
      .update({ note: 'x' } as never)
      .eq('id', saved.data!.id)
    expect({ status: extraUpdate.status, code: extraUpdate.error?.code }).toEqual({ status: 400, code: 'PGRST204' })
    // The columns are text: as PostgREST, a JSON number, boolean, object or array arrives as its JSON
    // text (held to the same lengths), so a saved address never holds anything but strings.
    for (const value of [42, true, { line: 'x' }, ['x']]) {
      const other = await c.client
        .from('addresses')
        .insert({ ...home, street: value } as never)
        .select('id, street')
        .single()
      expect(other.data!.street).toBe(JSON.stringify(value))
      await c.client.from('addresses').delete().eq('id', other.data!.id)
    }
    const rows = await c.client.from('addresses').select('street, city, state, zip, full_name')
    expect(rows.data).toEqual([
      { street: home.street, city: home.city, state: home.state, zip: home.zip, full_name: home.full_name },
    ])
  })
})

// ---------------------------------------------------------------- profile names

describe('profile names', () => {
  it('a customer renames themselves, never anyone else, never is_admin', async () => {
    const c = await t.newCustomer('Eve Epsilon')
    const renamed = await c.client
      .from('profiles')
      .update({ first_name: 'Evelyn', last_name: 'Eps' })
      .eq('id', c.id)
      .select('first_name, last_name')
      .single()
    expect(renamed.data).toEqual({ first_name: 'Evelyn', last_name: 'Eps' })
    expect((await c.client.from('profiles').update({ last_name: 'X' }).eq('id', a.id).select()).data).toEqual([])
    expect((await c.client.from('profiles').update({ is_admin: true }).eq('id', c.id)).error?.code).toBe('42501')
    expect(
      (
        await c.client
          .from('profiles')
          .update({ first_name: 'N'.repeat(81) })
          .eq('id', c.id)
      ).error?.code,
    ).toBe('23514')
    const [row] = await sql<{ first_name: string; is_admin: boolean }>(
      'select first_name, is_admin from public.profiles where id = $1',
      [c.id],
    )
    expect(row).toEqual({ first_name: 'Evelyn', is_admin: false })
  })
})

// ---------------------------------------------------------------- Flavor Points

/** A customer whose ledger holds exactly `rows` (points, reason, earned so many days ago). */
async function customerWithLedger(rows: [points: number, reason: string, daysAgo: number][]) {
  const c = await t.newCustomer('Flo Points')
  await sql('delete from public.points_ledger where user_id = $1', [c.id])
  for (const [points, reason, daysAgo] of rows) {
    await sql(
      `insert into public.points_ledger (user_id, points, reason, created_at)
       values ($1, $2, $3, now() - make_interval(days => $4))`,
      [c.id, points, reason, daysAgo],
    )
  }
  return c
}

describe('Flavor Points expire after 12 months, spent oldest first', () => {
  it('points earned 13 months ago are gone: balance 0, an expiry in the history, no redemption', async () => {
    const p = await makeProduct({ price: 20 })
    const c = await customerWithLedger([[100, 'signup_bonus', 396]])
    expect((await c.client.rpc('points_balance')).data).toBe(0)
    const history = (await c.client.rpc('points_history')).data!
    expect(history.map((h) => [h.reason, h.points])).toEqual([
      ['expiry', -100],
      ['signup_bonus', 100],
    ])
    const [ledger] = await sql<{ expires_at: Date }>('select expires_at from public.points_ledger where user_id = $1', [
      c.id,
    ])
    expect(new Date(history[0]!.created_at).getTime()).toBe(ledger!.expires_at.getTime())
    expect(new Date(history[1]!.expires_at!).getTime()).toBe(ledger!.expires_at.getTime())
    const quote = await quoteOrder(c.client, [{ product_id: p.id, quantity: 1 }], { points: 100 })
    expect(quote.error?.message).toBe('You need 100 more points for this reward.')
    const order = await placeOrder(c.client, [{ product_id: p.id, quantity: 1 }], { points: 100 })
    expect(order.error?.message).toBe('You need 100 more points for this reward.')
  })

  it('spends the oldest lot first, expires what is left of it, and counts only unexpired points', async () => {
    // A: 300 earned 13 months ago; C: 80 earned 11 months and 20 days ago (expires in about 10
    // days); a redemption of 250 eight months ago takes 250 of A (oldest first), not C; B: 200
    // earned 6 months ago. A expired a month ago with 50 left.
    const c = await customerWithLedger([
      [300, 'order', 396],
      [80, 'order', 355],
      [-250, 'redemption', 243],
      [200, 'review', 182],
    ])
    const [{ sum }] = (await sql<{ sum: number }>(
      'select sum(points)::int as sum from public.points_ledger where user_id = $1',
      [c.id],
    )) as [{ sum: number }]
    expect(sum).toBe(330)
    expect((await c.client.rpc('points_balance')).data).toBe(280)

    const summary = (await c.client.rpc('points_summary').single()).data!
    expect(summary.balance).toBe(280)
    expect(summary.expiring_soon).toBe(80)
    const [lotC] = await sql<{ expires_at: Date }>(
      'select expires_at from public.points_ledger where user_id = $1 and points = 80',
      [c.id],
    )
    expect(new Date(summary.next_expiry_at!).getTime()).toBe(lotC!.expires_at.getTime())

    const history = (await c.client.rpc('points_history')).data!
    expect(history.map((h) => [h.reason, h.points])).toEqual([
      ['expiry', -50],
      ['review', 200],
      ['redemption', -250],
      ['order', 80],
      ['order', 300],
    ])
    expect(new Set(history.map((h) => h.entry_id)).size).toBe(5)

    // Redeeming 500 needs 220 more; 100 is fine and comes out of C first (the oldest unexpired).
    const p = await makeProduct({ price: 30 })
    const quote = await quoteOrder(c.client, [{ product_id: p.id, quantity: 1 }], { points: 500 })
    expect(quote.error?.message).toBe('You need 220 more points for this reward.')
    const order = await placeOrder(c.client, [{ product_id: p.id, quantity: 1 }], { points: 100 })
    expect(order.error).toBeNull()
    expect(order.data!.points_earned).toBe(30)
    const after = (await c.client.rpc('points_summary').single()).data!
    expect(after).toMatchObject({ balance: 280 - 100 + 30, expiring_soon: 0 })
    const [lotB] = await sql<{ expires_at: Date }>(
      'select expires_at from public.points_ledger where user_id = $1 and points = 200',
      [c.id],
    )
    expect(new Date(after.next_expiry_at!).getTime()).toBe(lotB!.expires_at.getTime())
  })

  it('spends beyond what was available are paid by the next points earned', async () => {
    const c = await customerWithLedger([
      [100, 'adjustment', 30],
      [-150, 'adjustment', 20],
      [120, 'adjustment', 10],
    ])
    expect((await c.client.rpc('points_balance')).data).toBe(70)
    expect((await c.client.rpc('points_summary').single()).data!.expiring_soon).toBe(0)
  })

  it('each customer reads only their own history and summary; anon none; nobody writes the ledger', async () => {
    const c = await customerWithLedger([[500, 'adjustment', 5]])
    const d = await customerWithLedger([[40, 'adjustment', 400]])
    expect((await c.client.rpc('points_history')).data!.map((h) => h.points)).toEqual([500])
    expect((await d.client.rpc('points_history')).data!.map((h) => h.points)).toEqual([-40, 40])
    expect((await d.client.rpc('points_summary').single()).data!.balance).toBe(0)
    expect((await admin.rpc('points_history')).data!.some((h) => h.points === 500)).toBe(false)
    expect((await t.anon.rpc('points_history')).status).toBe(401)
    expect((await t.anon.rpc('points_summary')).status).toBe(401)
    const gift = await c.client.from('points_ledger').insert({ user_id: c.id, points: 1000, reason: 'adjustment' })
    expect(gift.error?.code).toBe('42501')
    const bump = await c.client.from('points_ledger').update({ points: 9999 }).eq('user_id', c.id).select()
    expect(bump.error?.code).toBe('42501')
    const wipe = await d.client.from('points_ledger').delete().eq('user_id', d.id)
    expect(wipe.error?.code).toBe('42501')
    expect((await c.client.rpc('points_balance')).data).toBe(500)
  })

  it('an earning always expires 12 months after it is earned; a spend never does', async () => {
    const c = await customerWithLedger([
      [10, 'adjustment', 0],
      [-5, 'adjustment', 0],
    ])
    const rows = await sql<{ points: number; months: number | null }>(
      `select points, extract(year from age(expires_at, created_at)) * 12 + extract(month from age(expires_at, created_at)) as months
         from public.points_ledger where user_id = $1 order by points`,
      [c.id],
    )
    expect(rows.map((r) => [r.points, r.months === null ? null : Number(r.months)])).toEqual([
      [-5, null],
      [10, 12],
    ])
    await expect(
      sql(
        `insert into public.points_ledger (user_id, points, reason, expires_at) values ($1, -5, 'adjustment', now())`,
        [c.id],
      ),
    ).rejects.toThrow(/points_ledger_expiry_on_earnings_only/)
  })
})

// ---------------------------------------------------------------- live order status

type OrderChange = RealtimePostgresChangesPayload<Record<string, unknown>>

/** Subscribes to changes of orders (and of products, the visitor's sentinel) and collects them. */
function watch(client: Client): Promise<{ channel: RealtimeChannel; events: OrderChange[] }> {
  const events: OrderChange[] = []
  const channel = client
    .channel(`orders-${randomUUID().slice(0, 8)}`)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'orders' }, (e: OrderChange) => events.push(e))
    .on('postgres_changes', { event: '*', schema: 'public', table: 'products' }, (e: OrderChange) => events.push(e))
  return new Promise((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve({ channel, events })
      else if (status !== 'CLOSED') reject(err ?? new Error(status))
    })
  })
}

const idOf = (e: OrderChange) => (e.new as { id?: string }).id

describe('orders realtime', () => {
  it('a status change reaches the order’s owner, and neither another customer nor a visitor', async () => {
    const p = await makeProduct({ price: 9, inventory_count: 50 })
    const aOrder = (await placeOrder(a.client, [{ product_id: p.id, quantity: 1 }])).data!
    const bOrder = (await placeOrder(b.client, [{ product_id: p.id, quantity: 1 }])).data!
    const [owner, other, visitor] = await Promise.all([watch(a.client), watch(b.client), watch(t.anon)])

    const shipped = await admin.rpc('admin_set_order_status', { p_order_id: aOrder.id, p_status: 'Shipped' })
    expect(shipped.error).toBeNull()
    const seen = await until(
      () => owner.events.find((e) => e.eventType === 'UPDATE' && idOf(e) === aOrder.id),
      15_000,
      'the owner’s change',
    )
    expect(seen.new).toMatchObject({ id: aOrder.id, status: 'Shipped', user_id: a.id })

    // Sentinels, in commit order after a's change: b's own order, and a product anyone sees.
    expect((await t.service.from('orders').update({ status: 'Shipped' }).eq('id', bOrder.id)).error).toBeNull()
    await t.service.from('products').update({ price: 10 }).eq('id', p.id)
    await until(() => other.events.find((e) => idOf(e) === bOrder.id), 15_000, 'b’s sentinel')
    await until(() => visitor.events.find((e) => idOf(e) === p.id), 15_000, 'the visitor’s sentinel')
    await until(() => owner.events.find((e) => idOf(e) === p.id), 15_000, 'the owner’s sentinel')

    expect(other.events.some((e) => idOf(e) === aOrder.id)).toBe(false)
    expect(visitor.events.filter((e) => e.table === 'orders')).toEqual([])
    expect(owner.events.some((e) => idOf(e) === bOrder.id)).toBe(false)
  })
})
