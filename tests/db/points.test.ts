import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backend, startTestStack, type Client, type TestStack } from '../helpers/stack.ts'
import { orderHelpers } from '../helpers/orders.ts'

// Flavor Points balances under concurrent writers: however redemptions, cancels and claims
// interleave, a balance never goes below zero. The races need parallel transactions, which only
// PostgreSQL runs (PGlite runs one transaction at a time, where the same calls pass trivially);
// on PGlite these tests still run, serialised.

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

const balance = async (c: Client) => (await c.rpc('points_balance')).data!

describe('spending Flavor Points concurrently', () => {
  it('lets exactly one of 10 parallel orders redeem a balance of 100, leaving it at 0 or more', async () => {
    const p = await makeProduct({ price: 20 })
    const c = await t.newCustomer()
    expect(await balance(c.client)).toBe(100)
    // One session per order, as ten tabs of the same customer would submit.
    const sessions = await Promise.all(Array.from({ length: 10 }, () => t.signIn(c.email, c.password)))
    const results = await Promise.all(
      sessions.map((s) => placeOrder(s, [{ product_id: p.id, quantity: 1 }], { points: 100 })),
    )
    const ok = results.filter((r) => !r.error)
    const after = await balance(c.client)
    console.info(`[points race, ${backend}] attempts ${results.length}, successes ${ok.length}, final balance ${after}`)
    expect(ok).toHaveLength(1)
    for (const r of results.filter((x) => x.error)) expect(r.error!.message).toMatch(/^You need \d+ more points/)
    // 100 - 100 + 20 earned by the one order.
    expect(after).toBe(20)
    expect(after).toBeGreaterThanOrEqual(0)
  })
})

describe('cancelling an order whose points were spent', () => {
  const taken = async (orderId: string) =>
    (await t.service.from('points_ledger').select('points').eq('order_id', orderId).eq('reason', 'order_cancelled'))
      .data!

  it('takes back only what the balance holds, never leaving it below zero', async () => {
    const big = await makeProduct({ price: 450 })
    // Half a dollar earns no points, so only the redemptions move the balance.
    const small = await makeProduct({ price: 0.5 })
    const c = await t.newCustomer()
    const earning = await placeOrder(c.client, [{ product_id: big.id, quantity: 1 }])
    expect(await balance(c.client)).toBe(550)
    expect((await placeOrder(c.client, [{ product_id: small.id, quantity: 1 }], { points: 500 })).error).toBeNull()
    expect(await balance(c.client)).toBe(50)

    const cancel = await admin.rpc('admin_set_order_status', { p_order_id: earning.data!.id, p_status: 'Cancelled' })
    expect(cancel.error).toBeNull()
    expect(await taken(earning.data!.id)).toEqual([{ points: -50 }])
    expect(await balance(c.client)).toBe(0)
  })

  it('never overdraws the balance when redemptions race the cancel', async () => {
    const big = await makeProduct({ price: 200 })
    const small = await makeProduct({ price: 0.5 })
    const c = await t.newCustomer()
    const earning = await placeOrder(c.client, [{ product_id: big.id, quantity: 1 }])
    expect(await balance(c.client)).toBe(300)
    const sessions = await Promise.all(Array.from({ length: 5 }, () => t.signIn(c.email, c.password)))
    const [cancel, ...orders] = await Promise.all([
      admin.rpc('admin_set_order_status', { p_order_id: earning.data!.id, p_status: 'Cancelled' }),
      ...sessions.map((s) => placeOrder(s, [{ product_id: small.id, quantity: 1 }], { points: 100 })),
    ])
    expect(cancel!.error).toBeNull()
    const spent = 100 * orders.filter((r) => !r.error).length
    const takenBack = -((await taken(earning.data!.id))[0]?.points ?? 0)
    const after = await balance(c.client)
    console.info(`[cancel race, ${backend}] redeemed ${spent}, taken back ${takenBack}, final balance ${after}`)
    expect(after).toBeGreaterThanOrEqual(0)
    expect(after).toBe(300 - spent - takenBack)
  })
})
