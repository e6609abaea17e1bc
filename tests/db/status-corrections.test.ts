import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type Client, type TestStack } from '../helpers/stack.ts'
import { orderHelpers } from '../helpers/orders.ts'

// Correcting a Delivered or Cancelled order within the window: Delivered -> Shipped, Cancelled ->
// Processing with the cancellation undone (stock, refund record, points), or refused where it cannot
// be undone cleanly; the history says who corrected it.

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

/** Moves the moment the order took its current status back by `hours`. */
const age = (orderId: string, status: string, hours: number) =>
  sql(
    `update public.order_status_history set changed_at = changed_at - make_interval(hours => $3)
      where order_id = $1 and to_status = $2::public.order_status`,
    [orderId, status, hours],
  )

const ledger = async (orderId: string) =>
  sql<{ points: number; reason: string }>(
    'select points, reason from public.points_ledger where order_id = $1 order by id',
    [orderId],
  )

async function customerOrder(stock = 5, quantity = 2, points = 0) {
  const product = await makeProduct({ price: 10, inventory_count: stock })
  const buyer = await t.newCustomer()
  const { data, error } = await placeOrder(buyer.client, [{ product_id: product.id, quantity }], { points })
  if (error) throw new Error(error.message)
  return { order: data!, product, buyer }
}

describe('Delivered -> Shipped', () => {
  it('is allowed to an admin within 24 hours, and the history records who corrected it', async () => {
    const { order } = await customerOrder()
    for (const step of ['Shipped', 'Delivered']) expect((await setStatus(admin, order.id, step)).error).toBeNull()
    await age(order.id, 'Delivered', 23)
    const corrected = await setStatus(admin, order.id, 'Shipped')
    expect(corrected.error).toBeNull()
    expect(corrected.data!.status).toBe('Shipped')
    const [last] = await sql<{ from_status: string; to_status: string; changed_by: string }>(
      'select from_status, to_status, changed_by from public.order_status_history where order_id = $1 order by id desc limit 1',
      [order.id],
    )
    expect(last).toEqual({ from_status: 'Delivered', to_status: 'Shipped', changed_by: adminId })
  })

  it('is refused after the window, and to a customer at any time', async () => {
    const { order, buyer } = await customerOrder()
    for (const step of ['Shipped', 'Delivered']) await setStatus(admin, order.id, step)
    const asCustomer = await setStatus(buyer.client, order.id, 'Shipped')
    expect(asCustomer.error!.code).toBe('42501')
    await age(order.id, 'Delivered', 25)
    const late = await setStatus(admin, order.id, 'Shipped')
    expect(late.error!.code).toBe('P0001')
    expect(late.error!.message).toBe(
      `Order ${order.order_number} has been Delivered for more than 24:00:00 and cannot be corrected.`,
    )
    expect(JSON.parse(late.error!.details).reason).toBe('correction_window_closed')
    expect(await statusOf(order.id)).toBe('Delivered')
  })
})

describe('Cancelled -> Processing', () => {
  it('takes the stock again, removes the pending refund and re-applies the points', async () => {
    const { order, product, buyer } = await customerOrder(5, 2, 100)
    const before = (await buyer.client.rpc('points_balance')).data
    expect((await setStatus(admin, order.id, 'Cancelled')).error).toBeNull()
    expect((await productRow(product.id)).inventory).toBe(5)
    const [refund] = await sql<{ status: string }>('select status from public.order_refunds where order_id = $1', [
      order.id,
    ])
    expect(refund!.status).toBe('pending')

    const reopened = await setStatus(admin, order.id, 'Processing')
    expect(reopened.error).toBeNull()
    expect(reopened.data!.status).toBe('Processing')
    expect((await productRow(product.id)).inventory).toBe(3)
    expect(await sql('select 1 from public.order_refunds where order_id = $1', [order.id])).toEqual([])
    expect(await ledger(order.id)).toEqual([
      { points: -100, reason: 'redemption' },
      { points: 20, reason: 'order' },
    ])
    expect((await buyer.client.rpc('points_balance')).data).toBe(before)

    // Cancelled again, it goes through as the first time: stock, points and a new refund record.
    expect((await setStatus(admin, order.id, 'Cancelled')).error).toBeNull()
    expect((await productRow(product.id)).inventory).toBe(5)
    expect(await sql('select 1 from public.order_refunds where order_id = $1', [order.id])).toHaveLength(1)
  })

  it('is refused once the refund has gone out to the processor or back to the card', async () => {
    for (const sent of ['refunding', 'refunded']) {
      const { order } = await customerOrder()
      await setStatus(admin, order.id, 'Cancelled')
      await sql('update public.order_refunds set status = $2 where order_id = $1', [order.id, sent])
      const { error } = await setStatus(admin, order.id, 'Processing')
      expect(error!.message).toBe(`Order ${order.order_number} has been refunded and cannot be reopened.`)
      expect(JSON.parse(error!.details).reason).toBe('refund_sent')
      expect(await statusOf(order.id)).toBe('Cancelled')
    }
  })

  it('is refused when the stock has been sold meanwhile, and changes nothing', async () => {
    const { order, product } = await customerOrder(5, 2)
    await setStatus(admin, order.id, 'Cancelled')
    await sql('update public.products set inventory_count = 1 where id = $1', [product.id])
    const { error } = await setStatus(admin, order.id, 'Processing')
    expect(JSON.parse(error!.details).reason).toBe('out_of_stock')
    expect(await statusOf(order.id)).toBe('Cancelled')
    expect((await productRow(product.id)).inventory).toBe(1)
    expect(await sql('select 1 from public.order_refunds where order_id = $1', [order.id])).toHaveLength(1)
  })

  it('is refused when the points the cancellation returned have been spent', async () => {
    const { order, buyer } = await customerOrder(5, 1, 100)
    await setStatus(admin, order.id, 'Cancelled')
    const balance = (await buyer.client.rpc('points_balance')).data!
    await sql(`insert into public.points_ledger (user_id, points, reason) values ($1, $2, 'redemption')`, [
      buyer.id,
      -balance,
    ])
    const { error } = await setStatus(admin, order.id, 'Processing')
    expect(JSON.parse(error!.details).reason).toBe('points_spent')
    expect(await statusOf(order.id)).toBe('Cancelled')
  })

  it('is refused after the window', async () => {
    const { order } = await customerOrder()
    await setStatus(admin, order.id, 'Cancelled')
    await age(order.id, 'Cancelled', 25)
    const { error } = await setStatus(admin, order.id, 'Processing')
    expect(JSON.parse(error!.details).reason).toBe('correction_window_closed')
  })
})
