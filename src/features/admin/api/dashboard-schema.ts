import * as z from 'zod/mini'

const count = () => z.number().check(z.int(), z.nonnegative())
const day = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))

/** `admin_dashboard()` returns jsonb, typed as Json: its shape is checked rather than trusted. */
export const dashboardSchema = z.object({
  days: z.number(),
  from: day(),
  to: day(),
  /** Sum of total_price over the period, Cancelled orders excluded. */
  revenue: z.number(),
  /** Orders placed in the period, Cancelled orders excluded. */
  orders: count(),
  /** Accounts (not admins) created in the period. */
  new_customers: count(),
  low_stock_threshold: count(),
  /** Sizes (or sizeless products) of active products with at most low_stock_threshold left, fewest first. */
  low_stock: z.array(
    z.object({
      product_id: z.string(),
      product_name: z.string(),
      product_slug: z.string(),
      size: z.nullable(z.string()),
      size_label: z.nullable(z.string()),
      stock: count(),
    }),
  ),
  pending_tasks: count(),
  /** One entry per day of the period, oldest first, zero-filled. */
  daily: z.array(z.object({ date: day(), revenue: z.number(), orders: count() })),
})

export type AdminDashboard = z.infer<typeof dashboardSchema>
