import { describe, expect, it } from 'vitest'
import { parseDashboard } from '@/features/admin/api/parse-dashboard'

const answer = () => ({
  days: 7,
  from: '2026-11-19',
  to: '2026-11-25',
  revenue: 123.45,
  orders: 3,
  new_customers: 2,
  low_stock_threshold: 5,
  low_stock: [
    { product_id: 'p1', product_name: 'Saffron', product_slug: 'saffron', size: null, size_label: null, stock: 2 },
  ],
  pending_tasks: 1,
  orders_to_ship: 2,
  low_stock_count: 1,
  daily: [{ date: '2026-11-25', revenue: 23.45, orders: 1 }],
})

describe('parseDashboard', () => {
  it("passes admin_dashboard()'s answer through", () => {
    expect(parseDashboard(answer())).toEqual(answer())
  })

  it.each([
    ['not an object', null],
    ['a missing figure', { ...answer(), revenue: undefined }],
    ['a fractional count', { ...answer(), orders: 1.5 }],
    ['a negative count', { ...answer(), pending_tasks: -1 }],
    ['a revenue that is not a number', { ...answer(), revenue: '12.00' }],
    ['a date that is not a day', { ...answer(), from: '2026-11-19T00:00:00Z' }],
    ['a low-stock row without a name', { ...answer(), low_stock: [{ ...answer().low_stock[0], product_name: 1 }] }],
    ['a daily list that is not a list', { ...answer(), daily: {} }],
    ['a day with a non-finite revenue', { ...answer(), daily: [{ date: '2026-11-25', revenue: Infinity, orders: 0 }] }],
  ])('refuses %s', (_case, data) => {
    expect(() => parseDashboard(data)).toThrow('unexpected shape')
  })
})
