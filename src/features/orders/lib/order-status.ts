import { Constants, type Enums } from '@/types/database'

/** Every order status, in workflow order, as the database's order_status type declares them. */
export const ORDER_STATUSES = Constants.public.Enums.order_status
export type OrderStatus = Enums<'order_status'>

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value)
}

/** Where an order may go next (admin_set_order_status enforces the same). */
export function nextStatuses(status: OrderStatus): OrderStatus[] {
  if (status === 'Processing') return ['Shipped', 'Cancelled']
  if (status === 'Shipped') return ['Delivered', 'Cancelled']
  return []
}

/**
 * What a Delivered or Cancelled order may be corrected back to by an admin, within 24 hours of the change
 * (the database keeps the window and refuses a reopening once the refund has gone out).
 */
export function correctedStatus(status: OrderStatus): OrderStatus | null {
  if (status === 'Delivered') return 'Shipped'
  if (status === 'Cancelled') return 'Processing'
  return null
}

/** Status badge colours (spec §4), matched case-insensitively; any other status is neutral. */
const statusClasses: Record<string, string> = {
  delivered: 'bg-green-100 text-green-800',
  processing: 'bg-yellow-100 text-yellow-900',
  shipped: 'bg-blue-100 text-blue-800',
  cancelled: 'bg-red-100 text-red-800',
}

const neutral = 'bg-stone-100 text-stone-800'

export function statusBadgeClass(status: string): string {
  return statusClasses[status.trim().toLowerCase()] ?? neutral
}

/** A date input's day (local) as the instant it starts, or null when empty. */
export function dayStart(day: string): string | null {
  return day ? new Date(`${day}T00:00:00`).toISOString() : null
}

/** The instant after a date input's day ends, or null when empty. */
export function dayAfter(day: string): string | null {
  if (!day) return null
  const next = new Date(`${day}T00:00:00`)
  next.setDate(next.getDate() + 1)
  return next.toISOString()
}
