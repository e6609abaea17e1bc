import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type Client, type TestStack } from '../helpers/stack.ts'
import { orderHelpers } from '../helpers/orders.ts'
import type { AdminDashboard as Dashboard } from '../../src/features/admin/api/parse-dashboard.ts'

// admin_dashboard(p_days) at 100,000 orders: its figures are the ones direct SQL counts, written
// differently (timestamps against the UTC day boundaries, not dates), and only admins get them.

let t: TestStack
let admin: Client

const { makeProduct } = orderHelpers(() => t)

const sql = async <T>(text: string, params: unknown[] = []) => (await t.stack.db.query<T>(text, params)).rows

/** The start of the period: midnight UTC, `days - 1` days before today. */
const SINCE = `(date_trunc('day', now() at time zone 'utc') - ($1::int - 1) * interval '1 day') at time zone 'utc'`

beforeAll(async () => {
  t = await startTestStack()
  admin = await t.admin()
  await t.stack.db.exec(await readFile(new URL('../../scripts/bench/orders-100k.sql', import.meta.url), 'utf8'))
  // On PGlite that insert held this process's event loop for a long while: let the stack's server close the
  // keep-alive sockets that timed out meanwhile before the next request, or it could be sent on one of them.
  await new Promise((resolve) => setTimeout(resolve, 500))
  // Accounts made in the periods: new customers (the seeded ones were made as the database was).
  await Promise.all([t.newCustomer('New One'), t.newCustomer('New Two')])
})

afterAll(async () => {
  await t?.stop()
})

async function dashboard(days: number): Promise<Dashboard> {
  const { data, error } = await admin.rpc('admin_dashboard', { p_days: days })
  if (error) throw new Error(error.message)
  return data as unknown as Dashboard
}

describe('admin_dashboard at 100,000 orders', () => {
  it('holds the 100,000 generated orders', async () => {
    const [row] = await sql<{ n: number }>('select count(*)::int as n from public.orders')
    expect(row!.n).toBeGreaterThanOrEqual(100_000)
  })

  it.each([7, 30, 90])('gives over %i days the revenue, orders and new customers direct SQL counts', async (days) => {
    const d = await dashboard(days)
    const [expected] = await sql<{ revenue: string; orders: number; with_cancelled: string }>(
      `select sum(total_price) filter (where status <> 'Cancelled')::text as revenue,
              (count(*) filter (where status <> 'Cancelled'))::int as orders,
              sum(total_price)::text as with_cancelled
         from public.orders where created_at >= ${SINCE}`,
      [days],
    )
    const [customers] = await sql<{ n: number }>(
      `select count(*)::int as n from public.profiles where created_at >= ${SINCE} and is_admin = false`,
      [days],
    )
    expect(d.days).toBe(days)
    expect(d.orders).toBe(expected!.orders)
    expect(d.orders).toBeGreaterThan(days * 300)
    expect(d.revenue.toFixed(2)).toBe(Number(expected!.revenue).toFixed(2))
    // Cancelled orders are in the period, and left out of the revenue.
    expect(Number(expected!.with_cancelled)).toBeGreaterThan(d.revenue)
    expect(d.new_customers).toBe(customers!.n)
    expect(d.new_customers).toBeGreaterThanOrEqual(2)
  })

  it('gives a daily series of every day of the period, zero-filled, summing to the totals', async () => {
    const d = await dashboard(30)
    expect(d.daily).toHaveLength(30)
    expect(d.daily[0]!.date).toBe(d.from)
    expect(d.daily.at(-1)!.date).toBe(d.to)
    const perDay = await sql<{ date: string; revenue: string; orders: number }>(
      `select to_char(created_at at time zone 'utc', 'YYYY-MM-DD') as date, sum(total_price)::text as revenue,
              count(*)::int as orders
         from public.orders
        where created_at >= ${SINCE} and status <> 'Cancelled'
        group by 1`,
      [30],
    )
    const byDate = new Map(perDay.map((r) => [r.date, r]))
    for (const day of d.daily) {
      const want = byDate.get(day.date)
      expect(day.orders, day.date).toBe(want?.orders ?? 0)
      expect(day.revenue.toFixed(2), day.date).toBe(Number(want?.revenue ?? 0).toFixed(2))
    }
    expect(d.daily.reduce((n, day) => n + day.orders, 0)).toBe(d.orders)
    // Consecutive days, oldest first.
    const dates = d.daily.map((day) => Date.parse(`${day.date}T00:00:00Z`))
    expect(dates.slice(1).every((time, i) => time - dates[i]! === 86_400_000)).toBe(true)
  })

  it('lists as pending tasks the sizes and products of active products with at most 5 left, fewest first', async () => {
    const sized = await makeProduct({
      price: 4,
      sizes: [
        { value: '50g', label: '50 g jar', price_modifier: 0, stock: 2 },
        { value: '100g', label: '100 g jar', price_modifier: 2, stock: 50 },
        { value: '1kg', label: '1 kg bag', price_modifier: 20, stock: 5 },
      ],
    })
    const plain = await makeProduct({ price: 4, inventory_count: 0 })
    const hidden = await makeProduct({ price: 4, inventory_count: 1, is_active: false })
    const unlimited = await makeProduct({ price: 4, inventory_count: null })
    const d = await dashboard(7)
    expect(d.low_stock_threshold).toBe(5)
    const ours = d.low_stock.filter((l) => [sized.id, plain.id, hidden.id, unlimited.id].includes(l.product_id))
    expect(ours).toEqual([
      expect.objectContaining({ product_id: plain.id, size: null, stock: 0 }),
      expect.objectContaining({ product_id: sized.id, size: '50g', size_label: '50 g jar', stock: 2 }),
      expect.objectContaining({ product_id: sized.id, size: '1kg', stock: 5 }),
    ])
    expect(d.pending_tasks).toBe(d.low_stock.length)
    const stocks = d.low_stock.map((l) => l.stock)
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b))
  })

  it('refuses periods other than 7, 30 and 90 days', async () => {
    const { error } = await admin.rpc('admin_dashboard', { p_days: 14 })
    expect(error?.code).toBe('P0001')
    expect(error?.message).toBe('The dashboard covers 7, 30 or 90 days.')
  })

  it('answers a customer with 403 (42501) and anon with 401, and no figures', async () => {
    const customer = await t.customer()
    const asCustomer = await customer.rpc('admin_dashboard', { p_days: 30 })
    expect(asCustomer.status).toBe(403)
    expect(asCustomer.error?.code).toBe('42501')
    expect(asCustomer.data).toBeNull()
    const asAnon = await t.anon.rpc('admin_dashboard', { p_days: 30 })
    expect(asAnon.status).toBe(401)
    expect(asAnon.data).toBeNull()
  })
})
