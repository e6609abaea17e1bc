import type { OrderStatus } from '../api/admin-orders-query'

/** Where an order may go next (admin_set_order_status enforces the same). */
export function nextStatuses(status: OrderStatus): OrderStatus[] {
  if (status === 'Processing') return ['Shipped', 'Cancelled']
  if (status === 'Shipped') return ['Delivered', 'Cancelled']
  return []
}

const tones: Record<string, string> = {
  delivered: 'bg-green-100 text-green-900',
  processing: 'bg-yellow-100 text-yellow-900',
  shipped: 'bg-blue-100 text-blue-900',
  cancelled: 'bg-red-100 text-red-900',
}

/** The spec's status colours, matched case-insensitively; anything else neutral. */
export function statusTone(status: string): string {
  return tones[status.toLowerCase()] ?? 'bg-ink/10 text-ink'
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
