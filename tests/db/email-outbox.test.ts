import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type Client, type TestStack } from '../helpers/stack.ts'
import { orderHelpers, type Size } from '../helpers/orders.ts'
import type { Json } from '../../src/types/database.ts'

// The e-mail outbox: each event queues its mail in the transaction that causes it, once; only the
// service role drains it; a drain killed mid-batch never makes a mail go twice; failures retry and
// then go to the dead letter; admins read the log and send a failed mail again.

let t: TestStack
let admin: Client

const { makeProduct, placeOrder } = orderHelpers(() => t)

const sql = async <T>(text: string, params: unknown[] = []) => (await t.stack.db.query<T>(text, params)).rows

interface Mail {
  id: number
  kind: string
  recipient: string
  status: string
  attempts: number
  payload: Record<string, unknown>
  last_error: string | null
  order_id: string | null
}

const mailsFor = (where: string, params: unknown[]) =>
  sql<Mail>(`select * from public.email_outbox where ${where} order by id`, params)

beforeAll(async () => {
  t = await startTestStack()
  admin = await t.admin()
})

afterAll(async () => {
  await t?.stop()
})

async function guestOrder(email = `guest-${randomUUID().slice(0, 8)}@example.com`) {
  const p = await makeProduct({ price: 4, inventory_count: null })
  const { data, error } = await placeOrder(t.anon, [{ product_id: p.id, quantity: 2 }], { email })
  if (error) throw new Error(error.message)
  return data!
}

describe('events queue their mail with their cause', () => {
  it('an order placed queues one confirmation to the address it was placed with, with its lines and totals', async () => {
    const order = await guestOrder('buyer@example.com')
    const mails = await mailsFor('order_id = $1', [order.id])
    expect(mails).toHaveLength(1)
    expect(mails[0]).toEqual(expect.objectContaining({ kind: 'order_placed', recipient: 'buyer@example.com' }))
    expect(mails[0]!.payload).toEqual(
      expect.objectContaining({ order_number: order.order_number, guest: true, total: Number(order.total_price) }),
    )
    expect(mails[0]!.payload.lines).toEqual(order.products_ordered)
  })

  it('a refused order queues nothing', async () => {
    const p = await makeProduct({ price: 4, inventory_count: 1 })
    const before = await sql<{ n: number }>('select count(*)::int as n from public.email_outbox')
    const { error } = await placeOrder(t.anon, [{ product_id: p.id, quantity: 5 }])
    expect(error).not.toBeNull()
    const after = await sql<{ n: number }>('select count(*)::int as n from public.email_outbox')
    expect(after[0]!.n).toBe(before[0]!.n)
  })

  it('Shipped, Delivered and Cancelled each queue one mail; a cancellation says what points came back', async () => {
    const shipped = await guestOrder()
    await admin.rpc('admin_set_order_status', { p_order_id: shipped.id, p_status: 'Shipped' })
    await admin.rpc('admin_set_order_status', { p_order_id: shipped.id, p_status: 'Delivered' })
    expect((await mailsFor('order_id = $1', [shipped.id])).map((m) => m.kind)).toEqual([
      'order_placed',
      'order_shipped',
      'order_delivered',
    ])

    const customer = await t.newCustomer('Points Person')
    const p = await makeProduct({ price: 20, inventory_count: null })
    const { data: order, error } = await placeOrder(customer.client, [{ product_id: p.id, quantity: 1 }], {
      points: 100,
      email: customer.email,
    })
    if (error) throw new Error(error.message)
    const cancelled = await admin.rpc('admin_set_order_status', { p_order_id: order!.id, p_status: 'Cancelled' })
    expect(cancelled.error).toBeNull()
    const [mail] = await mailsFor(`order_id = $1 and kind = 'order_cancelled'`, [order!.id])
    expect(mail!.recipient).toBe(customer.email)
    expect(mail!.payload).toEqual(
      expect.objectContaining({ points_returned: 100, points_reversed: order!.points_earned, guest: false }),
    )
  })

  it('a wished size back in stock mails the customer once; later edits of the product do not', async () => {
    const sizes: Size[] = [
      { value: '50g', label: '50 g', price_modifier: 0, stock: 0 },
      { value: '100g', label: '100 g', price_modifier: 2, stock: 3 },
    ]
    const p = await makeProduct({ price: 6, sizes })
    const customer = await t.newCustomer('Wisher')
    const wished = await customer.client.from('wishlist_items').insert({ product_id: p.id, size: '50g' })
    expect(wished.error).toBeNull()
    const restock = (stock: number) =>
      t.service
        .from('products')
        .update({ available_sizes: [{ ...sizes[0], stock }, sizes[1]] as unknown as Json })
        .eq('id', p.id)

    await restock(5)
    await t.service.from('products').update({ price: 7 }).eq('id', p.id)
    await restock(4)
    const mails = await mailsFor(`user_id = $1 and kind = 'back_in_stock'`, [customer.id])
    expect(mails).toHaveLength(1)
    expect(mails[0]!.recipient).toBe(customer.email)
    expect(mails[0]!.payload).toEqual(expect.objectContaining({ product_slug: p.product_slug, size: '50g', stock: 5 }))
  })

  it('a new account gets one welcome with its joining points', async () => {
    const customer = await t.newCustomer('Newcomer')
    const mails = await mailsFor(`user_id = $1 and kind = 'welcome'`, [customer.id])
    expect(mails).toHaveLength(1)
    expect(mails[0]!.payload).toEqual({ first_name: 'Newcomer', points: 100 })
  })
})

describe('who may read and drain the outbox', () => {
  it('visitors and customers read nothing and cannot drain; admins read the log', async () => {
    await guestOrder()
    const customer = await t.newCustomer()
    for (const c of [t.anon, customer.client]) {
      const { data } = await c.from('email_outbox').select('id')
      expect(data ?? []).toEqual([])
      const claim = await c.rpc('claim_emails', { p_limit: 5 })
      expect(claim.error).not.toBeNull()
      const retry = await c.rpc('admin_retry_email', { p_id: 1 })
      expect(retry.error).not.toBeNull()
    }
    const { data } = await admin.from('email_outbox').select('id, kind, status')
    expect(data!.length).toBeGreaterThan(0)
  })
})

describe('draining', () => {
  // Each test drains from a clean slate: earlier tests' mails are marked sent first.
  const clearQueue = () => sql(`update public.email_outbox set status = 'sent' where status <> 'sent'`)
  const claim = async (limit = 20, lease = 120) => {
    const { data, error } = await t.service.rpc('claim_emails', { p_limit: limit, p_lease_seconds: lease })
    if (error) throw new Error(error.message)
    return data as unknown as Mail[]
  }
  const complete = async (id: number, error?: string) => {
    const result = await t.service.rpc('complete_email', { p_id: id, ...(error ? { p_error: error } : {}) })
    if (result.error) throw new Error(result.error.message)
    return result.data as unknown as Mail
  }

  it('parallel drains claim disjoint mails, and a sent mail is never claimed again', async () => {
    await clearQueue()
    for (let i = 0; i < 6; i++) await guestOrder()
    const [a, b] = await Promise.all([claim(4), claim(4)])
    const ids = [...a, ...b].map((m) => m.id)
    expect(ids).toHaveLength(6)
    expect(new Set(ids).size).toBe(6)
    for (const id of ids) expect((await complete(id)).status).toBe('sent')
    expect(await claim()).toEqual([])
  })

  it('a drain killed mid-batch never sends its mails again: the lease runs out and they are dead', async () => {
    await clearQueue()
    const order = await guestOrder()
    const [claimed] = await claim(20, 1)
    expect(claimed!.order_id).toBe(order.id)
    // The drain dies here, between claiming and reporting. Its lease (1 s) runs out.
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(await claim()).toEqual([])
    const [mail] = await mailsFor('id = $1', [claimed!.id])
    expect(mail!.status).toBe('dead')
    expect(mail!.last_error).toMatch(/Interrupted/)
    // A late report of success is still the truth.
    expect((await complete(claimed!.id)).status).toBe('sent')
  })

  it('a failure retries with backoff; the fifth makes it dead; an admin sends it again', async () => {
    await clearQueue()
    await guestOrder()
    const [first] = await claim()
    let mail = await complete(first!.id, 'connect ECONNREFUSED 127.0.0.1:54325')
    expect(mail).toEqual(expect.objectContaining({ status: 'failed', attempts: 1 }))
    expect(await claim()).toEqual([]) // not due yet: the backoff holds it
    for (let attempt = 2; attempt <= 5; attempt++) {
      await sql('update public.email_outbox set next_attempt_at = now() where id = $1', [first!.id])
      const [again] = await claim()
      expect(again!.id).toBe(first!.id)
      mail = await complete(first!.id, `try ${attempt} refused`)
    }
    expect(mail).toEqual(expect.objectContaining({ status: 'dead', attempts: 5, last_error: 'try 5 refused' }))
    await sql('update public.email_outbox set next_attempt_at = now() where id = $1', [first!.id])
    expect(await claim()).toEqual([])

    const retried = await admin.rpc('admin_retry_email', { p_id: first!.id })
    expect(retried.error).toBeNull()
    expect(retried.data).toEqual(expect.objectContaining({ status: 'pending', attempts: 0 }))
    const [back] = await claim()
    expect(back!.id).toBe(first!.id)
    expect((await complete(first!.id)).status).toBe('sent')
    const sentAgain = await admin.rpc('admin_retry_email', { p_id: first!.id })
    expect(sentAgain.error?.message).toBe('Only a failed e-mail can be sent again.')
  })
})
