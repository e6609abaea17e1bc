import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderHelpers } from '../helpers/orders.ts'
import { backend, startTestStack, type Client, type TestStack } from '../helpers/stack.ts'

// Fulfilment as the owner runs it: shipping with a carrier and tracking number, the internal note only
// admins read, and cancelling with a reason, a note and a refund record written in the same transaction.
// Every write is tried as anon, a customer and an admin. On PostgreSQL (TEST_PG_URL) the parallel
// requests run in parallel transactions.

let t: TestStack
let admin: Client
let adminId = ''

const { makeProduct, productRow, placeOrder } = orderHelpers(() => t)

const sql = async <T>(text: string, params: unknown[] = []) => (await t.stack.db.query<T>(text, params)).rows

beforeAll(async () => {
  t = await startTestStack()
  admin = await t.admin()
  adminId = (await admin.auth.getUser()).data.user!.id
})

afterAll(async () => {
  await t?.stop()
})

async function customerOrder(options: { price?: number; inventory?: number | null; points?: number } = {}) {
  const buyer = await t.newCustomer()
  const p = await makeProduct({ price: options.price ?? 10, inventory_count: options.inventory ?? null })
  const { data, error } = await placeOrder(buyer.client, [{ product_id: p.id, quantity: 2 }], {
    email: buyer.email,
    points: options.points,
  })
  if (error) throw new Error(error.message)
  return { buyer, order: data!, product: p }
}

const mailPayload = async (orderId: string, kind: string) =>
  (
    await sql<{ payload: Record<string, unknown> }>(
      'select payload from public.email_outbox where order_id = $1 and kind = $2',
      [orderId, kind],
    )
  ).map((r) => r.payload)

const ship = (c: Client, orderId: string, carrier: string, number: string) =>
  c.rpc('admin_ship_order', { p_order_id: orderId, p_carrier: carrier, p_tracking_number: number })

const cancel = (c: Client, orderId: string, reason: string, note?: string) =>
  c.rpc('admin_cancel_order', { p_order_id: orderId, p_reason: reason, ...(note ? { p_note: note } : {}) })

describe('shipping with a carrier and tracking number', () => {
  it('ships, keeps the number without spaces in upper case, builds the tracking link and mails it', async () => {
    const { buyer, order } = await customerOrder()
    const { data, error } = await ship(admin, order.id, 'UPS', ' 1z999aa1 0123456784 ')
    expect(error).toBeNull()
    expect(data).toEqual(
      expect.objectContaining({
        status: 'Shipped',
        shipping_carrier: 'UPS',
        tracking_number: '1Z999AA10123456784',
        tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      }),
    )
    // The customer reads them on their order; the shipped mail carries them.
    const own = await buyer.client.from('orders').select('tracking_number, tracking_url').eq('id', order.id).single()
    expect(own.data).toEqual({
      tracking_number: '1Z999AA10123456784',
      tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    })
    expect(await mailPayload(order.id, 'order_shipped')).toEqual([
      expect.objectContaining({
        carrier: 'UPS',
        tracking_number: '1Z999AA10123456784',
        tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      }),
    ])
    const [history] = await sql<{ changed_by: string }>(
      `select changed_by from public.order_status_history where order_id = $1 and to_status::text = 'Shipped'`,
      [order.id],
    )
    expect(history!.changed_by).toBe(adminId)
  })

  it('corrects the number of a Shipped order without a second mail; Other has no link', async () => {
    const { order } = await customerOrder()
    expect((await ship(admin, order.id, 'USPS', '9400100000000000000000')).error).toBeNull()
    const corrected = await ship(admin, order.id, 'Other', 'PARCEL-42')
    expect(corrected.data).toEqual(
      expect.objectContaining({ status: 'Shipped', shipping_carrier: 'Other', tracking_url: null }),
    )
    expect(await mailPayload(order.id, 'order_shipped')).toHaveLength(1)
  })

  it('refuses an unknown carrier, a malformed number, and a Delivered or Cancelled order', async () => {
    const { order } = await customerOrder()
    const carrier = await ship(admin, order.id, 'Pigeon', '12345')
    expect(carrier.error!.message).toBe('Please choose a carrier.')
    const number = await ship(admin, order.id, 'DHL', 'no/slashes?')
    expect(number.error!.message).toBe('Please enter a valid tracking number.')
    expect(
      (await sql<{ status: string }>('select status from public.orders where id = $1', [order.id]))[0]!.status,
    ).toBe('Processing')
    expect((await cancel(admin, order.id, 'out_of_stock')).error).toBeNull()
    const late = await ship(admin, order.id, 'DHL', '1234567890')
    expect(late.error!.code).toBe('P0001')
    expect(late.error!.message).toBe(`Order ${order.order_number} is Cancelled and cannot become Shipped.`)
  })

  it('is refused to a customer (403) and anon (401)', async () => {
    const { buyer, order } = await customerOrder()
    const asBuyer = await ship(buyer.client, order.id, 'UPS', '1Z999AA10123456784')
    expect(asBuyer.status).toBe(403)
    expect(asBuyer.error!.code).toBe('42501')
    expect((await ship(t.anon, order.id, 'UPS', '1Z999AA10123456784')).status).toBe(401)
    const direct = await buyer.client.from('orders').update({ tracking_number: 'X1234' }).eq('id', order.id)
    expect(direct.status).toBe(403)
    expect(
      (await sql<{ t: string | null }>('select tracking_number as t from public.orders where id = $1', [order.id]))[0]!
        .t,
    ).toBeNull()
  })
})

describe('the internal note', () => {
  it('admins write and read it; the customer can neither read nor write it', async () => {
    const { buyer, order } = await customerOrder()
    const set = await admin.rpc('admin_set_order_note', { p_order_id: order.id, p_note: ' Gift: no invoice. ' })
    expect(set.error).toBeNull()
    expect(set.data).toEqual(expect.objectContaining({ note: 'Gift: no invoice.', updated_by: adminId }))
    const read = await admin.from('order_internal_notes').select('note').eq('order_id', order.id)
    expect(read.data).toEqual([{ note: 'Gift: no invoice.' }])

    expect((await buyer.client.from('order_internal_notes').select('note').eq('order_id', order.id)).data).toEqual([])
    expect((await t.anon.from('order_internal_notes').select('note')).status).toBe(401)
    const rpc = await buyer.client.rpc('admin_set_order_note', { p_order_id: order.id, p_note: 'mine' })
    expect(rpc.status).toBe(403)
    const insert = await buyer.client.from('order_internal_notes').upsert({ order_id: order.id, note: 'mine' })
    expect(insert.status).toBe(403)
    // Nor does it come with the order.
    const own = await buyer.client.from('orders').select('*').eq('id', order.id).single()
    expect(JSON.stringify(own.data)).not.toContain('Gift')
    expect(
      await sql<{ note: string }>('select note from public.order_internal_notes where order_id = $1', [order.id]),
    ).toEqual([{ note: 'Gift: no invoice.' }])

    const cleared = await admin.rpc('admin_set_order_note', { p_order_id: order.id, p_note: '  ' })
    expect(cleared.error).toBeNull()
    expect((await admin.from('order_internal_notes').select('note').eq('order_id', order.id)).data).toEqual([])
  })

  it('admins read the payment (brand, last 4, reference) with the order', async () => {
    const { order } = await customerOrder()
    await sql(`update public.payments set brand = 'Visa', last4 = '4242', reference = 'sim_abc' where id = $1`, [
      order.payment_id,
    ])
    const { data, error } = await admin
      .from('orders')
      .select('customer_name, payments(brand, last4, reference)')
      .eq('id', order.id)
      .single()
    expect(error).toBeNull()
    expect(data).toEqual({
      customer_name: 'Dana Diner',
      payments: { brand: 'Visa', last4: '4242', reference: 'sim_abc' },
    })
  })
})

describe('cancelling with a reason and a refund record', () => {
  it('cancels, puts stock and points back and files the refund in the same transaction; the mail says so', async () => {
    const { buyer, order, product } = await customerOrder({ price: 20, inventory: 5, points: 100 })
    await sql(`update public.payments set brand = 'Visa', last4 = '4242' where id = $1`, [order.payment_id])
    expect((await productRow(product.id)).inventory).toBe(3)

    const { data, error } = await cancel(admin, order.id, 'out_of_stock', ' Saffron ran out. ')
    expect(error).toBeNull()
    expect(data).toEqual(
      expect.objectContaining({ status: 'Cancelled', cancel_reason: 'out_of_stock', cancel_note: 'Saffron ran out.' }),
    )
    expect((await productRow(product.id)).inventory).toBe(5)

    const [refund] = await sql<Record<string, unknown>>('select * from public.order_refunds where order_id = $1', [
      order.id,
    ])
    expect(refund).toEqual(
      expect.objectContaining({
        payment_id: order.payment_id,
        points_returned: 100,
        points_reversed: order.points_earned,
        reason: 'out_of_stock',
        note: 'Saffron ran out.',
        refunded_by: adminId,
        status: 'pending',
      }),
    )
    expect(Number(refund!.amount)).toBe(order.total_price)
    // The customer sees the refund on their order; another customer does not.
    const own = await buyer.client.from('order_refunds').select('amount, reason, note, status').eq('order_id', order.id)
    expect(own.data).toEqual([
      { amount: order.total_price, reason: 'out_of_stock', note: 'Saffron ran out.', status: 'pending' },
    ])
    const other = await t.newCustomer()
    expect((await other.client.from('order_refunds').select('id').eq('order_id', order.id)).data).toEqual([])
    expect((await t.anon.from('order_refunds').select('id')).status).toBe(401)

    expect(await mailPayload(order.id, 'order_cancelled')).toEqual([
      expect.objectContaining({
        refund_amount: order.total_price,
        cancel_reason: 'out_of_stock',
        cancel_note: 'Saffron ran out.',
        card_brand: 'Visa',
        card_last4: '4242',
        points_returned: 100,
      }),
    ])
  })

  it('files a refund for any cancellation: the status function gives reason "other"; an unpaid order owes nothing', async () => {
    const { order } = await customerOrder()
    await sql('update public.orders set payment_id = null where id = $1', [order.id])
    const res = await admin.rpc('admin_set_order_status', { p_order_id: order.id, p_status: 'Cancelled' })
    expect(res.error).toBeNull()
    const rows = await sql<{ reason: string; amount: number; status: string }>(
      'select reason, amount::float8 as amount, status from public.order_refunds where order_id = $1',
      [order.id],
    )
    expect(rows).toEqual([{ reason: 'other', amount: 0, status: 'none' }])
  })

  it('refuses a missing or unknown reason, an over-long note, a Delivered order, and a second cancel', async () => {
    const { order } = await customerOrder()
    expect((await cancel(admin, order.id, 'bored')).error!.message).toBe('Please choose a reason for cancelling.')
    expect((await cancel(admin, order.id, 'other', 'n'.repeat(501))).error!.message).toBe(
      'A note is at most 500 characters.',
    )
    expect((await cancel(admin, order.id, 'customer_request')).error).toBeNull()
    const again = await cancel(admin, order.id, 'customer_request')
    expect(again.error!.message).toBe(`Order ${order.order_number} is already Cancelled.`)

    const delivered = (await customerOrder()).order
    await admin.rpc('admin_set_order_status', { p_order_id: delivered.id, p_status: 'Shipped' })
    await admin.rpc('admin_set_order_status', { p_order_id: delivered.id, p_status: 'Delivered' })
    const late = await cancel(admin, delivered.id, 'other')
    expect(late.error!.message).toBe(`Order ${delivered.order_number} is Delivered and cannot become Cancelled.`)
    expect(await sql('select 1 from public.order_refunds where order_id = $1', [delivered.id])).toEqual([])
  })

  it('is refused to a customer (403) and anon (401); only the service role runs the refund step', async () => {
    const { buyer, order } = await customerOrder()
    const asBuyer = await cancel(buyer.client, order.id, 'customer_request')
    expect(asBuyer.status).toBe(403)
    expect(asBuyer.error!.code).toBe('42501')
    expect((await cancel(t.anon, order.id, 'customer_request')).status).toBe(401)
    expect((await buyer.client.rpc('admin_retry_refund', { p_order_id: order.id })).status).toBe(403)
    expect(await sql('select 1 from public.order_refunds where order_id = $1', [order.id])).toEqual([])

    expect((await cancel(admin, order.id, 'customer_request')).error).toBeNull()
    const [{ id }] = (await sql<{ id: string }>('select id from public.order_refunds where order_id = $1', [
      order.id,
    ])) as [{ id: string }]
    for (const c of [buyer.client, admin]) {
      const claim = await c.rpc('claim_refund', { p_refund_id: id })
      expect(claim.error!.code).toBe('42501')
      const complete = await c.rpc('complete_refund', { p_refund_id: id })
      expect(complete.error!.code).toBe('42501')
    }
    const direct = await admin.from('order_refunds').update({ status: 'refunded' }).eq('id', id)
    expect(direct.status).toBe(403)
    expect(
      (await sql<{ status: string }>('select status from public.order_refunds where id = $1', [id]))[0]!.status,
    ).toBe('pending')
  })

  it('the refund step: claimed once, then refunded (the payment too) or failed and retried by an admin', async () => {
    const { order } = await customerOrder()
    expect((await cancel(admin, order.id, 'payment_issue')).error).toBeNull()
    const [{ id }] = (await sql<{ id: string }>('select id from public.order_refunds where order_id = $1', [
      order.id,
    ])) as [{ id: string }]
    const claims = await Promise.all([
      t.service.rpc('claim_refund', { p_refund_id: id }),
      t.service.rpc('claim_refund', { p_refund_id: id }),
    ])
    expect(claims.map((c) => (c.data as unknown[]).length).sort()).toEqual([0, 1])
    expect((await admin.rpc('admin_retry_refund', { p_order_id: order.id })).error!.message).toBe(
      'Only a failed refund can be tried again.',
    )

    const failed = await t.service.rpc('complete_refund', { p_refund_id: id, p_error: 'No such charge.' })
    expect(failed.data).toEqual(expect.objectContaining({ status: 'failed', last_error: 'No such charge.' }))
    const retried = await admin.rpc('admin_retry_refund', { p_order_id: order.id })
    expect(retried.data).toEqual(expect.objectContaining({ status: 'pending' }))

    expect((await t.service.rpc('claim_refund', { p_refund_id: id })).data).toHaveLength(1)
    const done = await t.service.rpc('complete_refund', { p_refund_id: id })
    expect(done.data).toEqual(expect.objectContaining({ status: 'refunded', attempts: 2, last_error: null }))
    const [payment] = await sql<{ status: string }>('select status from public.payments where id = $1', [
      order.payment_id,
    ])
    expect(payment!.status).toBe('refunded')
  })
})

describe(`cancelling in parallel (${backend})`, () => {
  it('two admins cancelling one order at once: one cancels, one refund, stock back once', async () => {
    const { order, product } = await customerOrder({ inventory: 10 })
    const other = await t.admin()
    const answers = await Promise.all([
      cancel(admin, order.id, 'customer_request'),
      cancel(other, order.id, 'out_of_stock'),
    ])
    expect(answers.filter((a) => a.error === null)).toHaveLength(1)
    expect(answers.find((a) => a.error)!.error!.message).toBe(`Order ${order.order_number} is already Cancelled.`)
    expect(await sql('select 1 from public.order_refunds where order_id = $1', [order.id])).toHaveLength(1)
    expect((await productRow(product.id)).inventory).toBe(10)
  })

  it('a cancel and a shipment at once: one wins, and the order, refund and tracking agree', async () => {
    const { order } = await customerOrder()
    const [cancelled, shipped] = await Promise.all([
      cancel(admin, order.id, 'customer_request'),
      ship(await t.admin(), order.id, 'FedEx', '123456789012'),
    ])
    const [row] = await sql<{ status: string; tracking_number: string | null }>(
      'select status::text as status, tracking_number from public.orders where id = $1',
      [order.id],
    )
    const refunds = await sql('select 1 from public.order_refunds where order_id = $1', [order.id])
    expect(cancelled.error).toBeNull()
    if (shipped.error) {
      // The cancel came first: nothing shipped.
      expect(row).toEqual({ status: 'Cancelled', tracking_number: null })
    } else {
      // The shipment came first, then the cancel (a Shipped order may still be cancelled).
      expect(row).toEqual({ status: 'Cancelled', tracking_number: '123456789012' })
    }
    expect(refunds).toHaveLength(1)
  })
})
