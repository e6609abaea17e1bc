import { isRecord } from '@/lib/is-record'
import { toCents, type Cents } from '@/lib/money'
import type { CartLine } from '@/stores/cart'
import type { CartLineProblem } from '@/lib/cart-line-problem'

/** A cart line as quote_order and place_order take it: ids, sizes and quantities, never prices. */
export interface OrderItem {
  product_id: string
  size: string | null
  quantity: number
}

export function toOrderItems(lines: readonly CartLine[]): OrderItem[] {
  return lines.map((line) => ({ product_id: line.productId, size: line.size?.value ?? null, quantity: line.quantity }))
}

export const LINE_REFUSAL_REASONS = [
  'unknown',
  'inactive',
  'size_required',
  'size_not_offered',
  'out_of_stock',
  'insufficient_stock',
] as const

export type LineRefusalReason = (typeof LINE_REFUSAL_REASONS)[number]

/** A cart line the database refused to sell, as its error's `details` name it. */
export interface LineRefusal {
  productId: string
  size: string | null
  reason: LineRefusalReason
  /** What is left, for the stock reasons. */
  available: number | null
  /** The database's sentence for the shopper. */
  message: string
}

const isReason = (value: unknown): value is LineRefusalReason =>
  LINE_REFUSAL_REASONS.includes(value as LineRefusalReason)

/** The refused line of a P0001 error whose `details` hold the line's JSON; null for any other error. */
export function parseLineRefusal(error: {
  message: string
  code?: string
  details?: string | null
}): LineRefusal | null {
  if (error.code !== 'P0001' || !error.details) return null
  let details: unknown
  try {
    details = JSON.parse(error.details)
  } catch {
    return null
  }
  if (!isRecord(details) || typeof details.product_id !== 'string' || !isReason(details.reason)) return null
  return {
    productId: details.product_id,
    size: typeof details.size === 'string' ? details.size : null,
    reason: details.reason,
    available: typeof details.available === 'number' ? details.available : null,
    message: error.message,
  }
}

/** The cart's own flag for a refused line, so checkout and the cart say the same thing about it. */
export function refusalProblem(refusal: LineRefusal): CartLineProblem {
  switch (refusal.reason) {
    case 'unknown':
    case 'inactive':
      return { kind: 'unavailable' }
    case 'size_required':
    case 'size_not_offered':
      return { kind: 'size-unavailable' }
    case 'out_of_stock':
      return { kind: 'out-of-stock' }
    case 'insufficient_stock':
      return refusal.available && refusal.available > 0
        ? { kind: 'low-stock', stock: refusal.available }
        : { kind: 'out-of-stock' }
  }
}

export function isRefusedLine(refusal: LineRefusal | null, line: CartLine): boolean {
  return refusal !== null && refusal.productId === line.productId && refusal.size === (line.size?.value ?? null)
}

/**
 * Why an order request failed: `unavailable` when the service could not be reached or failed (no
 * answer, or a 5xx: the same request may succeed later), `refused` when it answered no (a refused
 * line in `refusal`, else a promo code, points or form rule in the message), `declined` when the card
 * was refused (the processor's sentence in the message; nothing was charged).
 */
export class OrderRequestError extends Error {
  override name = 'OrderRequestError'
  constructor(
    message: string,
    readonly kind: 'unavailable' | 'refused' | 'declined',
    readonly refusal: LineRefusal | null = null,
  ) {
    super(message)
  }
}

/** The error of a PostgREST answer with its HTTP status (0 when the request never got an answer). */
export function toOrderRequestError(
  error: { message: string; code?: string; details?: string | null },
  status: number,
): OrderRequestError {
  if (status === 0 || status >= 500) return new OrderRequestError(error.message, 'unavailable')
  return new OrderRequestError(error.message, 'refused', parseLineRefusal(error))
}

/** One line of a quote or an order (products_ordered). */
export interface PricedLine {
  productId: string
  size: string | null
  quantity: number
  unitCents: Cents
}

/** products_ordered as the database returns it; lines that do not parse are left out. */
export function parsePricedLines(value: unknown): PricedLine[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry: unknown) => {
    if (!isRecord(entry) || typeof entry.product_id !== 'string') return []
    const price = entry.price_at_purchase
    if (typeof price !== 'number' && typeof price !== 'string') return []
    return [
      {
        productId: entry.product_id,
        size: typeof entry.size_selected === 'string' ? entry.size_selected : null,
        quantity: typeof entry.quantity === 'number' ? entry.quantity : 0,
        unitCents: toCents(price),
      },
    ]
  })
}
