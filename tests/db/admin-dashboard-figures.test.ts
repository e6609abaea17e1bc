import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type Client, type TestStack } from '../helpers/stack.ts'
import { orderHelpers } from '../helpers/orders.ts'

// The dashboard's work figures: orders waiting to ship (Processing) and low-stock sizes, each its own.

let t: TestStack
let admin: Client

const { makeProduct, placeOrder } = orderHelpers(() => t)

beforeAll(async () => {
  t = await startTestStack()
  admin = await t.admin()
})

afterAll(async () => {
  await t?.stop()
})

const figures = async () =>
  (await admin.rpc('admin_dashboard', { p_days: 7 })).data as unknown as {
    orders_to_ship: number
    low_stock_count: number
    low_stock: unknown[]
  }

const processing = async () =>
  Number(
    (await t.stack.db.query<{ n: string }>(`select count(*) as n from public.orders where status = 'Processing'`))
      .rows[0]!.n,
  )

describe('admin_dashboard: orders to ship and low stock', () => {
  it('counts Processing orders as waiting to ship, and low-stock sizes apart', async () => {
    const before = await figures()
    expect(before.orders_to_ship).toBe(await processing())
    expect(before.low_stock_count).toBe(before.low_stock.length)

    const p = await makeProduct({
      price: 9,
      sizes: [
        { value: '50g', label: '50 g', price_modifier: 0, stock: 4 },
        { value: '100g', label: '100 g', price_modifier: 3, stock: 3 },
      ],
    })
    const [a, b] = [
      await placeOrder(t.anon, [{ product_id: p.id, size: '50g', quantity: 1 }]),
      await placeOrder(t.anon, [{ product_id: p.id, size: '100g', quantity: 1 }]),
    ]
    expect(
      (await admin.rpc('admin_set_order_status', { p_order_id: b.data!.id, p_status: 'Shipped' })).error,
    ).toBeNull()

    const after = await figures()
    expect(a.data!.status).toBe('Processing')
    expect(after.orders_to_ship).toBe(before.orders_to_ship + 1)
    expect(after.orders_to_ship).toBe(await processing())
    expect(after.low_stock_count).toBe(before.low_stock_count + 2)
    expect(after.low_stock_count).toBe(after.low_stock.length)
  })
})
