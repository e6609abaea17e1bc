import { errorMessage, NotFoundError } from '@/lib/errors'
import { isTransientError } from '@/lib/query-client'

/** The order confirmation's error texts (spec §8), with our own wording where the spec names none. */
export const ORDER_ERRORS = {
  missingId: 'No order ID provided.',
  notFound: 'Order not found.',
  notFoundScreen: "We couldn't find the order you're looking for.",
  loadFailed: 'Could not load your order details. Please contact support if this persists.',
  /** The spec's "database-unavailable message". */
  unavailable: 'Our order database is unavailable right now, so we cannot show your order. Please try again shortly.',
} as const

export type OrderErrorKind = 'not-found' | 'unavailable' | 'failed'

export interface OrderErrorView {
  kind: OrderErrorKind
  /** What happened, in the shopper's terms. */
  summary: string
  /** The precise reason: the spec's not-found text or the service's own message. */
  detail: string | null
}

/** What the Order Not Found view says for an error of `get_order` (see api/get-order.ts). */
export function describeOrderError(error: unknown): OrderErrorView {
  if (error instanceof NotFoundError) {
    return { kind: 'not-found', summary: ORDER_ERRORS.notFoundScreen, detail: error.message }
  }
  if (isTransientError(error)) return { kind: 'unavailable', summary: ORDER_ERRORS.unavailable, detail: null }
  const message = errorMessage(error).trim()
  return { kind: 'failed', summary: ORDER_ERRORS.loadFailed, detail: message || null }
}
