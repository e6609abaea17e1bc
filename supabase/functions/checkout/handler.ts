// The checkout: the only way an order is made. Prices the cart with the database's own pricing
// (quote_order, with the buyer's rights), charges that total through the PaymentProvider, records
// the payment, and only then calls place_order as service_role with it. A retried request with the
// same key returns the first order and never charges twice: the key names one payment row, and a
// charge is made only by the request that moved that row to `pending`.
import type { SupabaseClient } from '@supabase/supabase-js'
import { isValidCardNumber, isValidCvc, isValidExpiry } from '../_shared/card.ts'
import type { CardDetails, PaymentProvider } from '../_shared/payment-provider.ts'

export interface CheckoutRequest {
  idempotencyKey: string
  items: unknown
  customerName: string
  customerEmail: string
  shippingAddress: unknown
  billingAddress: unknown
  paymentMethod: string | null
  promoCode: string | null
  redeemPoints: number
  card: CardDetails
}

/** What the function answers: the order, or an error in PostgREST's shape (code, message, details). */
export type CheckoutResult =
  | { status: 200; body: { order: Record<string, unknown> } }
  | { status: number; body: { error: { code: string; message: string; details: string | null } } }

export interface CheckoutDeps {
  /** service_role: reads payments and orders, calls place_order. */
  service: SupabaseClient
  /** The caller's own rights (their token, or the anon key): quote_order prices as it would for them. */
  asCaller: SupabaseClient
  /** The verified buyer, or null for a guest. */
  userId: string | null
  provider: PaymentProvider
  now?: () => Date
  /** A pending payment older than this was left by a request that died: another may take it over. */
  staleAfterMs?: number
}

const fail = (status: number, code: string, message: string, details: string | null = null): CheckoutResult => ({
  status,
  body: { error: { code, message, details } },
})

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max

/** The request as the function accepts it, or why not. Addresses and items are the database's to check. */
export function parseCheckoutRequest(body: unknown): CheckoutRequest | string {
  if (typeof body !== 'object' || body === null) return 'The request must be a JSON object.'
  const b = body as Record<string, unknown>
  const card = (typeof b.card === 'object' && b.card !== null ? b.card : {}) as Record<string, unknown>
  if (!isText(b.idempotencyKey, 100) || b.idempotencyKey.length < 8)
    return 'The order key must be 8 to 100 characters long.'
  if (!Array.isArray(b.items)) return 'The cart is missing.'
  if (!isText(b.customerName, 200) || !isText(b.customerEmail, 320)) return 'Name and e-mail are required.'
  if (!isText(card.number, 40) || !isText(card.expiry, 10) || !isText(card.cvc, 10)) return 'Card details are required.'
  const redeem = b.redeemPoints ?? 0
  if (typeof redeem !== 'number' || !Number.isInteger(redeem)) return 'The points to redeem must be a whole number.'
  return {
    idempotencyKey: b.idempotencyKey,
    items: b.items,
    customerName: b.customerName,
    customerEmail: b.customerEmail,
    shippingAddress: b.shippingAddress,
    billingAddress: b.billingAddress ?? null,
    paymentMethod: isText(b.paymentMethod, 40) ? b.paymentMethod : null,
    promoCode: isText(b.promoCode, 40) && b.promoCode ? b.promoCode : null,
    redeemPoints: redeem,
    card: { number: card.number, expiry: card.expiry, cvc: card.cvc },
  }
}

/** The card as the payment form checks it, checked again: the browser is never trusted. */
function cardProblem(card: CardDetails, now: Date): string | null {
  if (!isValidCardNumber(card.number)) return 'Please enter a valid card number.'
  if (!isValidExpiry(card.expiry, now)) return 'Please enter a valid expiry date.'
  if (!isValidCvc(card.cvc)) return 'Please enter a valid CVC.'
  return null
}

interface Payment {
  id: string
  status: string
  amount: number
  reference: string | null
  user_id: string | null
  updated_at: string
}

const toCents = (amount: number | string) => Math.round(Number(amount) * 100)

type PostgrestError = { code?: string; message: string; details?: string | null }
const dbError = (error: PostgrestError, status = 409): CheckoutResult =>
  fail(status, error.code ?? 'P0001', error.message, error.details ?? null)

export async function checkout(request: CheckoutRequest, deps: CheckoutDeps): Promise<CheckoutResult> {
  const { service, asCaller, userId, provider } = deps
  const now = deps.now ?? (() => new Date())
  const key = request.idempotencyKey

  // A retry of an attempt that already made its order gets that order, and nothing is charged.
  const existing = await service.from('orders').select('*').eq('idempotency_key', key).maybeSingle()
  if (existing.error) return dbError(existing.error, 503)
  if (existing.data) {
    if (existing.data.user_id !== userId) return fail(409, 'P0001', 'This order key has already been used.')
    return { status: 200, body: { order: existing.data } }
  }

  const problem = cardProblem(request.card, now())
  if (problem) return fail(400, 'invalid_card', problem)

  const quote = await asCaller
    .rpc('quote_order', {
      p_items: request.items,
      p_promo_code: request.promoCode,
      p_redeem_points: request.redeemPoints,
      p_shipping_address: request.shippingAddress,
    })
    .single<{ total_price: number }>()
  if (quote.error) return dbError(quote.error, quote.status >= 500 ? 503 : 409)
  const amount = Number(quote.data.total_price)

  // Take this attempt's payment row: a new one, or one left declined, refunded, or stale by a request
  // that died. A fresh `pending` row belongs to a request still charging: this one steps back.
  const payment = await claimPayment(service, provider, {
    key,
    userId,
    amount,
    now: now(),
    staleAfterMs: deps.staleAfterMs ?? 60_000,
  })
  if ('error' in payment) return payment.error

  let reference = payment.reference
  if (payment.status !== 'succeeded') {
    const charge = await provider.charge({
      amountCents: toCents(amount),
      currency: 'usd',
      card: request.card,
      idempotencyKey: key,
    })
    const update = charge.ok
      ? {
          status: 'succeeded',
          reference: charge.reference,
          brand: charge.brand,
          last4: charge.last4,
          decline_code: null,
        }
      : { status: 'declined', reference: null, brand: charge.brand, last4: charge.last4, decline_code: charge.code }
    const saved = await service.from('payments').update(update).eq('id', payment.id)
    if (saved.error) {
      if (charge.ok) await provider.refund(charge.reference, toCents(amount))
      return dbError(saved.error, 503)
    }
    if (!charge.ok) return fail(402, charge.code, charge.message)
    reference = charge.reference
  }

  const placed = await service
    .rpc('place_order', {
      p_idempotency_key: key,
      p_items: request.items,
      p_customer_name: request.customerName,
      p_customer_email: request.customerEmail,
      p_shipping_address: request.shippingAddress,
      p_billing_address: request.billingAddress,
      p_payment_method: request.paymentMethod,
      p_promo_code: request.promoCode,
      p_redeem_points: request.redeemPoints,
      p_user_id: userId,
      p_payment_id: payment.id,
    })
    .single<Record<string, unknown>>()
  if (placed.error) {
    // The order was refused after the charge (the last jar sold meanwhile, a price changed): the money goes back.
    if (placed.status < 500 && reference) {
      await provider.refund(reference, toCents(amount))
      await service.from('payments').update({ status: 'refunded' }).eq('id', payment.id)
    }
    return dbError(placed.error, placed.status >= 500 ? 503 : 409)
  }
  return { status: 200, body: { order: placed.data } }
}

interface PaymentClaim {
  key: string
  userId: string | null
  amount: number
  now: Date
  staleAfterMs: number
}

async function claimPayment(
  service: SupabaseClient,
  provider: PaymentProvider,
  { key, userId, amount, now, staleAfterMs }: PaymentClaim,
): Promise<Payment | { error: CheckoutResult }> {
  const columns = 'id, status, amount, reference, user_id, updated_at'
  const inserted = await service
    .from('payments')
    .insert({ idempotency_key: key, user_id: userId, provider: provider.name, amount, status: 'pending' })
    .select(columns)
    .single<Payment>()
  if (!inserted.error) return inserted.data
  if (inserted.error.code !== '23505') return { error: dbError(inserted.error, 503) }

  const found = await service.from('payments').select(columns).eq('idempotency_key', key).single<Payment>()
  if (found.error) return { error: dbError(found.error, 503) }
  const current = found.data
  if (current.user_id !== userId) return { error: fail(409, 'P0001', 'This order key has already been used.') }
  // Charged for this very total, but the order was not made (its request died before place_order): reuse it.
  if (current.status === 'succeeded' && toCents(current.amount) === toCents(amount)) return current
  // Charged for another total (the cart changed since): that charge goes back before the new one.
  if (current.status === 'succeeded' && current.reference) {
    await provider.refund(current.reference, toCents(current.amount))
    const refunded = await service
      .from('payments')
      .update({ status: 'refunded' })
      .eq('id', current.id)
      .select(columns)
      .single<Payment>()
    if (refunded.error) return { error: dbError(refunded.error, 503) }
    Object.assign(current, refunded.data)
  }

  const stale = new Date(now.getTime() - staleAfterMs).toISOString()
  let retake = service
    .from('payments')
    .update({ status: 'pending', amount, reference: null, decline_code: null })
    .eq('id', current.id)
  retake =
    current.status === 'pending'
      ? retake.eq('status', 'pending').lt('updated_at', stale)
      : retake.eq('status', current.status).eq('updated_at', current.updated_at)
  const taken = await retake.select(columns).maybeSingle<Payment>()
  if (taken.error) return { error: dbError(taken.error, 503) }
  if (!taken.data) return { error: fail(409, 'payment_in_progress', 'This payment is already being processed.') }
  return taken.data
}
