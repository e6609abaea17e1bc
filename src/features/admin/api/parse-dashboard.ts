// Checked by hand rather than with zod: the dashboard's tiles wait for this check, and a schema library
// (zod/mini's core, 15 KB gzip) on that path delayed their first paint.

export interface LowStockItem {
  product_id: string
  product_name: string
  product_slug: string
  size: string | null
  size_label: string | null
  stock: number
}

export interface DailyFigures {
  date: string
  revenue: number
  orders: number
}

/** What `admin_dashboard()` returns (jsonb, typed as Json): its shape is checked rather than trusted. */
export interface AdminDashboard {
  days: number
  from: string
  to: string
  /** Sum of total_price over the period, Cancelled orders excluded. */
  revenue: number
  /** Orders placed in the period, Cancelled orders excluded. */
  orders: number
  /** Accounts (not admins) created in the period. */
  new_customers: number
  low_stock_threshold: number
  /** Sizes (or sizeless products) of active products with at most low_stock_threshold left, fewest first. */
  low_stock: LowStockItem[]
  pending_tasks: number
  /** Orders paid and waiting to ship (Processing), whatever their date. */
  orders_to_ship: number
  /** How many sizes (or sizeless products) are low on stock: the low_stock list's length. */
  low_stock_count: number
  /** One entry per day of the period, oldest first, zero-filled. */
  daily: DailyFigures[]
}

type Check = (value: unknown) => boolean

const number: Check = (value) => typeof value === 'number' && Number.isFinite(value)
const count: Check = (value) => Number.isInteger(value) && (value as number) >= 0
const string: Check = (value) => typeof value === 'string'
const nullableString: Check = (value) => value === null || typeof value === 'string'
const day: Check = (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)

// Not lib/is-record: the chunk rules put it in the cart's chunk, which the dashboard does not need.
const object =
  (fields: Record<string, Check>): Check =>
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    Object.entries(fields).every(([name, check]) => check((value as Record<string, unknown>)[name]))
const arrayOf =
  (item: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(item)

const isDashboard = object({
  days: number,
  from: day,
  to: day,
  revenue: number,
  orders: count,
  new_customers: count,
  low_stock_threshold: count,
  low_stock: arrayOf(
    object({
      product_id: string,
      product_name: string,
      product_slug: string,
      size: nullableString,
      size_label: nullableString,
      stock: count,
    }),
  ),
  pending_tasks: count,
  orders_to_ship: count,
  low_stock_count: count,
  daily: arrayOf(object({ date: day, revenue: number, orders: count })),
})

/** The dashboard's answer, or an error saying it was not the expected shape. */
export function parseDashboard(data: unknown): AdminDashboard {
  if (!isDashboard(data)) throw new Error('The dashboard answer has an unexpected shape.')
  return data as AdminDashboard
}
