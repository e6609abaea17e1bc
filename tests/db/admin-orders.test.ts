import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildAdminOrdersQuery, type AdminOrderFilters } from '../../src/features/orders/api/admin-orders-query.ts'
import { Constants } from '../../src/types/database.ts'
import { startTestStack, type Client, type TestStack } from '../helpers/stack.ts'
import { orderHelpers } from '../helpers/orders.ts'

// The order status workflow as the database keeps it, the status history, cancelling (stock and
// points back in the same transaction), and the admins' orders list over REST.

let t: TestStack
let admin: Client
let adminId = ''

const { makeProduct, productRow, placeOrder, setStatus, statusOf } = orderHelpers(() => t)

const sql = async <T>(text: string, params: unknown[] = []) => (await t.stack.db.query<T>(text, params)).rows

beforeAll(async () => {
  t = await startTestStack()
  admin = await t.admin()
  adminId = (await admin.auth.getUser()).data.user!.id
})

afterAll(async () => {
  await t?.stop()
})

async function guestOrder() {
  const p = await makeProduct({ price: 3, inventory_count: null })
  const { data, error } = await placeOrder(t.anon, [{ product_id: p.id, quantity: 1 }])
  if (error) throw new Error(error.message)
  return data!
}

const ledger = async (orderId: string) =>
  sql<{ points: number; reason: string }>(
    'select points, reason from public.points_ledger where order_id = $1 order by id',
    [orderId],
  )

describe('the status workflow', () => {
  it('moves Processing -> Shipped -> Delivered and returns the order', async () => {
    const order = await guestOrder()
    const shipped = await setStatus(admin, order.id, 'Shipped')
    expect(shipped.error).toBeNull()
    expect(shipped.data).toEqual(expect.objectContaining({ id: order.id, status: 'Shipped' }))
    const delivered = await setStatus(admin, order.id, 'Delivered')
    expect(delivered.data!.status).toBe('Delivered')
  })

  it.each([
    ['Processing', 'Delivered', 'It can become Shipped or Cancelled.', ['Shipped', 'Cancelled']],
    ['Shipped', 'Processing', 'It can become Delivered or Cancelled.', ['Delivered', 'Cancelled']],
    ['Delivered', 'Cancelled', 'A Delivered order does not change any more.', []],
    ['Delivered', 'Processing', 'A Delivered order does not change any more.', []],
    ['Cancelled', 'Shipped', 'A Cancelled order does not change any more.', []],
  ])('refuses %s -> %s with a clear error and changes nothing', async (from, to, hint, allowed) => {
    const order = await guestOrder()
    const path: Record<string, string[]> = {
      Processing: [],
      Shipped: ['Shipped'],
      Delivered: ['Shipped', 'Delivered'],
      Cancelled: ['Cancelled'],
    }
    for (const step of path[from]!) expect((await setStatus(admin, order.id, step)).error).toBeNull()
    const { data, error, status } = await setStatus(admin, order.id, to)
    expect(data).toBeNull()
    expect(status).toBe(400)
    expect(error!.code).toBe('P0001')
    expect(error!.message).toBe(`Order ${order.order_number} is ${from} and cannot become ${to}.`)
    expect(error!.hint).toBe(hint)
    expect(JSON.parse(error!.details)).toEqual({ reason: 'invalid_status_change', from, to, allowed })
    expect(await statusOf(order.id)).toBe(from)
  })

  it('refuses the status the order already has, an unknown status and an unknown order', async () => {
    const order = await guestOrder()
    const same = await setStatus(admin, order.id, 'Processing')
    expect(same.error!.message).toBe(`Order ${order.order_number} is already Processing.`)
    expect(JSON.parse(same.error!.details).reason).toBe('unchanged')
    const unknown = await setStatus(admin, order.id, 'Lost')
    expect(unknown.error!.message).toBe('"Lost" is not an order status.')
    const lowercase = await setStatus(admin, order.id, 'shipped')
    expect(lowercase.error!.message).toBe('"shipped" is not an order status.')
    const missing = await setStatus(admin, randomUUID(), 'Shipped')
    expect(missing.error!.message).toBe('Order not found.')
    expect(await statusOf(order.id)).toBe('Processing')
  })

  it('holds for every writer: even the service role cannot skip a step', async () => {
    const order = await guestOrder()
    const { error } = await t.service.from('orders').update({ status: 'Delivered' }).eq('id', order.id)
    expect(error!.code).toBe('P0001')
    expect(error!.message).toBe(`Order ${order.order_number} is Processing and cannot become Delivered.`)
    // Changing other columns does not touch the status rule.
    const renamed = await t.service.from('orders').update({ customer_name: 'Renamed' }).eq('id', order.id)
    expect(renamed.error).toBeNull()
    expect(await statusOf(order.id)).toBe('Processing')
  })

  it('keeps the statuses in a type of their own, which refuses any other value wherever it is written', async () => {
    const labels = await sql<{ label: string }>('select unnest(enum_range(null::public.order_status))::text as label')
    expect(labels.map((l) => l.label)).toEqual(['Processing', 'Shipped', 'Delivered', 'Cancelled'])
    // The TypeScript list is generated from the same type.
    expect(Constants.public.Enums.order_status).toEqual(labels.map((l) => l.label))
    const order = await guestOrder()
    const direct = await t.service
      .from('orders')
      .update({ status: 'Lost' as never })
      .eq('id', order.id)
    expect(direct.error!.code).toBe('22P02')
    expect(direct.error!.message).toBe('invalid input value for enum order_status: "Lost"')
    const history = await t.service
      .from('order_status_history')
      .insert({ order_id: order.id, from_status: 'Processing', to_status: 'Lost' as never })
    expect(history.error!.code).toBe('22P02')
    // A filter with an unknown status is refused too rather than matching nothing.
    const filtered = await admin
      .from('orders')
      .select('id')
      .eq('status', 'Lost' as never)
    expect(filtered.error!.code).toBe('22P02')
    expect(await statusOf(order.id)).toBe('Processing')
  })

  it('answers a customer with 403 (42501) and anon with 401, and the status stays', async () => {
    const customer = await t.newCustomer()
    const order = await guestOrder()
    const asCustomer = await setStatus(customer.client, order.id, 'Shipped')
    expect(asCustomer.status).toBe(403)
    expect(asCustomer.error!.code).toBe('42501')
    const asAnon = await setStatus(t.anon, order.id, 'Shipped')
    expect(asAnon.status).toBe(401)
    const direct = await customer.client.from('orders').update({ status: 'Cancelled' }).eq('id', order.id)
    expect(direct.status).toBe(403)
    expect(await statusOf(order.id)).toBe('Processing')
  })
})

describe('cancelling', () => {
  const sizes = () => [
    { value: '50g', label: '50 g', price_modifier: 0, stock: 10 },
    { value: '100g', label: '100 g', price_modifier: 4, stock: 6 },
  ]

  it('from Processing puts every line back into stock and reverses the points, in one go', async () => {
    const sized = await makeProduct({ price: 10, sizes: sizes() })
    const counted = await makeProduct({
      price: 20,
      sizes: [{ value: 'tin', label: 'Tin', price_modifier: 0, stock: null }],
      inventory_count: 9,
    })
    const plain = await makeProduct({ price: 30, inventory_count: 4 })
    const unlimited = await makeProduct({ price: 5, inventory_count: null })
    const buyer = await t.newCustomer()
    const { data: order, error } = await placeOrder(
      buyer.client,
      [
        { product_id: sized.id, size: '50g', quantity: 3 },
        { product_id: sized.id, size: '100g', quantity: 2 },
        { product_id: counted.id, size: 'tin', quantity: 5 },
        { product_id: plain.id, quantity: 4 },
        { product_id: unlimited.id, quantity: 7 },
      ],
      { points: 100 },
    )
    expect(error).toBeNull()
    // 3 x 10 + 2 x 14 + 5 x 20 + 4 x 30 + 7 x 5 = 313
    expect(order!.points_earned).toBe(313)
    expect((await productRow(sized.id)).sizes.map((s) => s.stock)).toEqual([7, 4])
    expect((await productRow(plain.id)).inventory).toBe(0)
    expect(await buyer.client.rpc('points_balance')).toEqual(expect.objectContaining({ data: 100 - 100 + 313 }))

    const cancelled = await setStatus(admin, order!.id, 'Cancelled')
    expect(cancelled.data!.status).toBe('Cancelled')

    const after = await productRow(sized.id)
    expect(after.sizes.map((s) => s.stock)).toEqual([10, 6])
    expect(after.inventory).toBe(16)
    expect((await productRow(counted.id)).inventory).toBe(9)
    expect((await productRow(plain.id)).inventory).toBe(4)
    expect((await productRow(unlimited.id)).inventory).toBeNull()

    expect(await ledger(order!.id)).toEqual([
      { points: -100, reason: 'redemption' },
      { points: 313, reason: 'order' },
      { points: -313, reason: 'order_cancelled' },
      { points: 100, reason: 'redemption_refund' },
    ])
    expect((await buyer.client.rpc('points_balance')).data).toBe(100)
  })

  it('from Shipped does the same; a guest order has no points to reverse', async () => {
    const sized = await makeProduct({ price: 10, sizes: sizes() })
    const { data: order } = await placeOrder(t.anon, [{ product_id: sized.id, size: '100g', quantity: 6 }])
    expect((await productRow(sized.id)).sizes.map((s) => s.stock)).toEqual([10, 0])
    expect((await setStatus(admin, order!.id, 'Shipped')).error).toBeNull()
    expect((await setStatus(admin, order!.id, 'Cancelled')).error).toBeNull()
    expect((await productRow(sized.id)).sizes.map((s) => s.stock)).toEqual([10, 6])
    expect(await ledger(order!.id)).toEqual([])
  })

  it('reverses the points of a claimed guest order, which were credited on claiming', async () => {
    const buyer = await t.newCustomer()
    const p = await makeProduct({ price: 12.5, inventory_count: null })
    const { data: order } = await placeOrder(t.anon, [{ product_id: p.id, quantity: 2 }], { email: buyer.email })
    expect((await buyer.client.rpc('claim_guest_order', { p_order_id: order!.id })).error).toBeNull()
    expect((await setStatus(admin, order!.id, 'Cancelled')).error).toBeNull()
    expect(await ledger(order!.id)).toEqual([
      { points: 25, reason: 'order' },
      { points: -25, reason: 'order_cancelled' },
    ])
    expect((await buyer.client.rpc('points_balance')).data).toBe(100)
  })

  it('returns stock to a size that is still offered; a removed size has none to return', async () => {
    const sized = await makeProduct({ price: 10, sizes: sizes() })
    const { data: order } = await placeOrder(t.anon, [
      { product_id: sized.id, size: '50g', quantity: 1 },
      { product_id: sized.id, size: '100g', quantity: 1 },
    ])
    await sql(
      `update public.products set available_sizes = '[{"value": "50g", "label": "50 g", "price_modifier": 0, "stock": 9}]'
        where id = $1`,
      [sized.id],
    )
    expect((await setStatus(admin, order!.id, 'Cancelled')).error).toBeNull()
    expect((await productRow(sized.id)).sizes).toEqual([expect.objectContaining({ value: '50g', stock: 10 })])
  })
})

describe('order_status_history', () => {
  let owner: Awaited<ReturnType<TestStack['newCustomer']>>
  let orderId = ''

  beforeAll(async () => {
    owner = await t.newCustomer()
    const p = await makeProduct({ price: 4, inventory_count: null })
    const { data, error } = await placeOrder(owner.client, [{ product_id: p.id, quantity: 1 }])
    if (error) throw new Error(error.message)
    orderId = data!.id
    await setStatus(admin, orderId, 'Shipped')
    await setStatus(admin, orderId, 'Delivered')
  })

  it('keeps every status from the first: from, to, who and when, in order', async () => {
    const { data, error } = await admin
      .from('order_status_history')
      .select('from_status, to_status, changed_by, changed_at')
      .eq('order_id', orderId)
      .order('changed_at')
      .order('id')
    expect(error).toBeNull()
    expect(data!.map(({ from_status, to_status, changed_by }) => ({ from_status, to_status, changed_by }))).toEqual([
      { from_status: null, to_status: 'Processing', changed_by: owner.id },
      { from_status: 'Processing', to_status: 'Shipped', changed_by: adminId },
      { from_status: 'Shipped', to_status: 'Delivered', changed_by: adminId },
    ])
    const times = data!.map((r) => Date.parse(r.changed_at))
    expect(times).toEqual([...times].sort((a, b) => a - b))
  })

  it('writes the first row of a guest order too, with nobody as its author', async () => {
    const order = await guestOrder()
    const rows = await sql<{ from_status: string | null; to_status: string; changed_by: string | null }>(
      'select from_status, to_status, changed_by from public.order_status_history where order_id = $1',
      [order.id],
    )
    expect(rows).toEqual([{ from_status: null, to_status: 'Processing', changed_by: null }])
  })

  it('the order’s owner reads its timeline; another customer reads nothing; anon is refused', async () => {
    const own = await owner.client.from('order_status_history').select('to_status').eq('order_id', orderId)
    expect(own.data!.map((r) => r.to_status).sort()).toEqual(['Delivered', 'Processing', 'Shipped'])
    const other = await t.newCustomer()
    const theirs = await other.client.from('order_status_history').select('to_status').eq('order_id', orderId)
    expect(theirs.data).toEqual([])
    expect((await t.anon.from('order_status_history').select('id')).status).toBe(401)
  })

  it('is written by the database only: no API role inserts, changes or deletes a row', async () => {
    const row = { order_id: orderId, from_status: 'Delivered', to_status: 'Cancelled' } as const
    expect((await admin.from('order_status_history').insert(row)).status).toBe(403)
    expect((await owner.client.from('order_status_history').insert(row)).status).toBe(403)
    expect((await t.anon.from('order_status_history').insert(row)).status).toBe(401)
    expect((await admin.from('order_status_history').delete().eq('order_id', orderId)).status).toBe(403)
    expect(
      (await admin.from('order_status_history').update({ to_status: 'Cancelled' }).eq('order_id', orderId)).status,
    ).toBe(403)
    const [count] = await sql<{ n: number }>(
      'select count(*)::int as n from public.order_status_history where order_id = $1',
      [orderId],
    )
    expect(count!.n).toBe(3)
  })
})

describe('the admins’ orders list (REST)', () => {
  const run = randomUUID().slice(0, 6)
  const email = (n: number) => `list-${run}-${n}@shop${run}.example`
  const ids: string[] = []
  const numbers: string[] = []
  const base: AdminOrderFilters = { status: null, createdFrom: null, createdBefore: null, search: '', page: 1 }

  beforeAll(async () => {
    const p = await makeProduct({ price: 2, inventory_count: null })
    for (let n = 0; n < 6; n++) {
      const { data, error } = await placeOrder(t.anon, [{ product_id: p.id, quantity: 1 }], { email: email(n) })
      if (error) throw new Error(error.message)
      ids.push(data!.id)
      numbers.push(data!.order_number)
    }
    // Placed on 1 to 6 March 2026, noon UTC; the second and third shipped, the fourth cancelled.
    for (const [n, id] of ids.entries()) {
      await sql(`update public.orders set created_at = $2 where id = $1`, [id, `2026-03-0${n + 1}T12:00:00Z`])
    }
    await setStatus(admin, ids[1]!, 'Shipped')
    await setStatus(admin, ids[2]!, 'Shipped')
    await setStatus(admin, ids[3]!, 'Cancelled')
  })

  const list = (c: Client, filters: Partial<AdminOrderFilters>) =>
    buildAdminOrdersQuery(c, { ...base, search: `shop${run}`, ...filters })

  it('searches the e-mail by substring, any case, newest first, counted', async () => {
    const { data, count, error } = await list(admin, { search: `SHOP${run}` })
    expect(error).toBeNull()
    expect(count).toBe(6)
    expect(data!.map((o) => o.customer_email)).toEqual([5, 4, 3, 2, 1, 0].map(email))
  })

  it('searches the order number', async () => {
    const { data, count } = await list(admin, { search: numbers[2]!.toLowerCase() })
    expect(count).toBe(1)
    expect(data![0]!.id).toBe(ids[2])
  })

  it('filters by status and by a created_at range', async () => {
    const shipped = await list(admin, { status: 'Shipped' })
    expect(shipped.data!.map((o) => o.id)).toEqual([ids[2], ids[1]])
    const range = await list(admin, { createdFrom: '2026-03-02T00:00:00Z', createdBefore: '2026-03-04T00:00:00Z' })
    expect(range.data!.map((o) => o.id)).toEqual([ids[2], ids[1]])
    const cancelledInRange = await list(admin, { status: 'Cancelled', createdFrom: '2026-03-04T00:00:00Z' })
    expect(cancelledInRange.data!.map((o) => o.id)).toEqual([ids[3]])
  })

  it('pages, with the total on every page', async () => {
    const first = await list(admin, { pageSize: 4 })
    const second = await list(admin, { pageSize: 4, page: 2 })
    expect(first.count).toBe(6)
    expect(second.count).toBe(6)
    expect([...first.data!, ...second.data!].map((o) => o.id)).toEqual([...ids].reverse())
  })

  it('drops characters that would break the filter rather than failing', async () => {
    const { data, error } = await list(admin, { search: `shop${run}),status.eq.(x*` })
    expect(error).toBeNull()
    expect(data).toHaveLength(0)
  })

  it('gives a customer none of these orders and anon a 401', async () => {
    const customer = await t.customer()
    const mine = await list(customer, {})
    expect(mine.data).toEqual([])
    expect(mine.count).toBe(0)
    expect((await list(t.anon, {})).status).toBe(401)
  })

  it('can serve the search and the status filter from indexes', async () => {
    // At this table's size the planner may rightly prefer a scan; with scans priced out, the plan shows
    // that an index answers each shape of the list's query.
    const plan = async (rest: string) => {
      let text = ''
      await t.stack.db.transaction(async (tx) => {
        await tx.exec('set local enable_seqscan = off')
        const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`explain select id from public.orders where ${rest}`)
        text = rows.map((r) => r['QUERY PLAN']).join('\n')
      })
      return text
    }
    const search = await plan(`order_number ilike '%cb-1000%' or customer_email ilike '%cb-1000%'`)
    expect(search).toContain('orders_order_number_trgm_idx')
    expect(search).toContain('orders_customer_email_trgm_idx')
    expect(await plan(`status = 'Shipped' order by created_at desc limit 25`)).toContain('orders_status_created_at_idx')
  })
})
