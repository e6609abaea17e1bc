import type { Cents } from '@/lib/money'
import type { PaymentGateway } from './payment'

export interface OrderAttempt<Order> {
  /** The attempt's key: the charge and the order are both made under it. */
  idempotencyKey: string
  cardNumber: string
  gateway: PaymentGateway
  /** The amount to charge, asked for first: a refusal (a sold-out line, an expired code) comes before any charge. */
  quote: () => Promise<{ totalCents: Cents }>
  /** Creates the order (place_order) under the same key. */
  place: () => Promise<Order>
}

export type OrderAttemptResult<Order> = { status: 'placed'; order: Order } | { status: 'declined'; reason: string }

/**
 * One press of Place My Order, once the form is valid: the quote, the charge, then the order. The quote's
 * and the order's errors are thrown. With a gateway that charges each key once (chargeOncePerKey), a retry
 * after the order failed finds the card already charged and goes straight on to the order.
 */
export async function attemptOrder<Order>({
  idempotencyKey,
  cardNumber,
  gateway,
  quote,
  place,
}: OrderAttempt<Order>): Promise<OrderAttemptResult<Order>> {
  const { totalCents } = await quote()
  const charge = await gateway.charge({ cardNumber, amountCents: totalCents, idempotencyKey })
  if (!charge.ok) return { status: 'declined', reason: charge.reason }
  return { status: 'placed', order: await place() }
}
