import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backend, startTestStack, type Client, type TestStack } from '../helpers/stack.ts'
import { orderHelpers } from '../helpers/orders.ts'

// The admin's customer page: one read of a customer's account, orders, spend, points, addresses and
// reviews; and points adjustments with a reason that never take a balance below 0.

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

describe('the customer page', () => {
  it('reads name, e-mail, joined, orders, lifetime spend, points, addresses and reviews', async () => {
    const c = await t.newCustomer('Rosa Parsley')
    const p = await makeProduct({ price: 20, inventory_count: 20 })
    const kept = await placeOrder(c.client, [{ product_id: p.id, quantity: 2 }])
    const cancelled = await placeOrder(c.client, [{ product_id: p.id, quantity: 1 }])
    await admin.rpc('admin_set_order_status', { p_order_id: cancelled.data!.id, p_status: 'Cancelled' })
    const address = { full_name: 'Rosa Parsley', street: '1 Elm St', city: 'Denver', state: 'CO', zip: '80202' }
    expect((await c.client.from('addresses').insert(address)).error).toBeNull()

    const { data, error } = await admin.rpc('admin_customer_detail', { p_user_id: c.id })
    expect(error).toBeNull()
    const detail = data as Record<string, unknown> & { orders: unknown[]; points_history: unknown[] }
    expect(detail).toMatchObject({
      id: c.id,
      email: c.email,
      first_name: 'Rosa',
      last_name: 'Parsley',
      lifetime_spend: kept.data!.total_price,
      points_balance: await balance(c.client),
      addresses: [{ street: '1 Elm St', city: 'Denver', country: 'US' }],
      reviews: [],
    })
    expect(typeof detail.joined_at).toBe('string')
    expect(detail.orders).toEqual([
      expect.objectContaining({ id: cancelled.data!.id, status: 'Cancelled' }),
      expect.objectContaining({ id: kept.data!.id, status: 'Processing', order_number: kept.data!.order_number }),
    ])
    expect(detail.points_history).toContainEqual(expect.objectContaining({ reason: 'signup_bonus', points: 100 }))

    // A seeded buyer's reviews, with the product they are of.
    const {
      rows: [buyer],
    } = await t.stack.db.query<{ user_id: string }>(
      `select user_id from public.product_reviews group by user_id order by count(*) desc limit 1`,
    )
    const reviewer = (await admin.rpc('admin_customer_detail', { p_user_id: buyer!.user_id })).data as {
      reviews: { product_name: string; rating: number }[]
    }
    expect(reviewer.reviews.length).toBeGreaterThan(0)
    expect(reviewer.reviews[0]).toMatchObject({ product_name: expect.any(String), rating: expect.any(Number) })

    // An admin is no customer: nothing to show.
    const adminRow = (await t.stack.db.query<{ id: string }>(`select id from public.profiles where is_admin limit 1`))
      .rows[0]
    expect((await admin.rpc('admin_customer_detail', { p_user_id: adminRow!.id })).data).toBeNull()
  })

  it('adjusts points with a reason, never below 0, and refuses customers', async () => {
    const c = await t.newCustomer()
    expect(
      await admin.rpc('admin_adjust_points', { p_user_id: c.id, p_points: 50, p_reason: 'Parcel arrived late' }),
    ).toMatchObject({ data: 150, error: null })
    const ledger = await t.service
      .from('points_ledger')
      .select('points, reason, note, created_by, expires_at')
      .eq('user_id', c.id)
      .eq('reason', 'adjustment')
    const adminRow = (await t.stack.db.query<{ id: string }>(`select id from public.profiles where is_admin limit 1`))
      .rows[0]
    expect(ledger.data).toEqual([
      {
        points: 50,
        reason: 'adjustment',
        note: 'Parcel arrived late',
        created_by: adminRow!.id,
        expires_at: expect.any(String),
      },
    ])

    const tooMuch = await admin.rpc('admin_adjust_points', { p_user_id: c.id, p_points: -151, p_reason: 'Oops' })
    expect(tooMuch.error?.message).toBe('The balance is 150 points: at most 150 can be taken away.')
    const noReason = await admin.rpc('admin_adjust_points', { p_user_id: c.id, p_points: 5, p_reason: '  ' })
    expect(noReason.error?.message).toBe('Give a reason of 3 to 300 characters.')
    expect(
      (await admin.rpc('admin_adjust_points', { p_user_id: c.id, p_points: 0, p_reason: 'Nothing' })).error?.code,
    ).toBe('P0001')
    expect(
      (await admin.rpc('admin_adjust_points', { p_user_id: c.id, p_points: -150, p_reason: 'Duplicate account' })).data,
    ).toBe(0)
    expect(await balance(c.client)).toBe(0)

    const other = await t.newCustomer()
    for (const caller of [c.client, other.client]) {
      const refused = await caller.rpc('admin_adjust_points', { p_user_id: c.id, p_points: 500, p_reason: 'Mine' })
      expect(refused.error?.code).toBe('42501')
      expect((await caller.rpc('admin_customer_detail', { p_user_id: other.id })).error?.code).toBe('42501')
    }
    expect((await t.anon.rpc('admin_customer_detail', { p_user_id: c.id })).error?.code).toBe('42501')
    expect(await balance(c.client)).toBe(0)
  })

  it('lets 2 of 5 parallel takings of 60 from a balance of 150 through, leaving 30', async () => {
    const c = await t.newCustomer()
    await admin.rpc('admin_adjust_points', { p_user_id: c.id, p_points: 50, p_reason: 'Welcome back' })
    const sessions = await Promise.all(Array.from({ length: 5 }, () => t.admin()))
    const results = await Promise.all(
      sessions.map((s) => s.rpc('admin_adjust_points', { p_user_id: c.id, p_points: -60, p_reason: 'Race' })),
    )
    const ok = results.filter((r) => !r.error)
    const after = await balance(c.client)
    console.info(`[adjustment race, ${backend}] attempts 5, successes ${ok.length}, final balance ${after}`)
    expect(ok).toHaveLength(2)
    expect(after).toBe(30)
  })
})
