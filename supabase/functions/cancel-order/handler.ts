// cancel-order: an admin cancels an order and its payment goes back through the PaymentProvider.
// The cancellation is the database's (admin_cancel_order, called with the admin's own token, so the
// admin check stays in SQL): the same transaction puts stock and points back, files the refund record
// as 'pending' and queues the mail. Only then is the money refunded, as service_role, with the refund's
// id as the processor's idempotency key. Why in that order: see 20261128001000_add_order_fulfilment.sql.
// A refund that failed (or was interrupted) is tried again with `{ orderId, retry: true }`.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { PaymentProvider } from '../_shared/payment-provider.ts'

export interface CancelRequest {
  orderId: string
  reason: string | null
  note: string | null
  retry: boolean
}

export type CancelResult =
  | { status: 200; body: { order: Record<string, unknown>; refund: Refund } }
  | { status: number; body: { error: { code: string; message: string; details: string | null } } }

export interface CancelDeps {
  /** The admin's own rights: admin_cancel_order and admin_retry_refund check them. */
  asCaller: SupabaseClient
  /** service_role: claims and completes the refund. */
  service: SupabaseClient
  provider: PaymentProvider
}

interface Refund {
  id: string
  order_id: string
  payment_id: string | null
  amount: number
  status: string
  last_error: string | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const fail = (status: number, code: string, message: string, details: string | null = null): CancelResult => ({
  status,
  body: { error: { code, message, details } },
})

type PostgrestError = { code?: string; message: string; details?: string | null }

/** PostgREST's own status for a refusal (403 for 42501, 400 for P0001), or 503 when the database failed. */
const dbError = (error: PostgrestError, status: number): CancelResult =>
  fail(status >= 500 ? 503 : status, error.code ?? 'P0001', error.message, error.details ?? null)

export function parseCancelRequest(body: unknown): CancelRequest | string {
  if (typeof body !== 'object' || body === null) return 'The request must be a JSON object.'
  const b = body as Record<string, unknown>
  if (typeof b.orderId !== 'string' || !UUID.test(b.orderId)) return 'Which order?'
  const retry = b.retry === true
  if (!retry && typeof b.reason !== 'string') return 'Please choose a reason for cancelling.'
  if (b.note != null && (typeof b.note !== 'string' || b.note.length > 2000)) return 'The note is too long.'
  return {
    orderId: b.orderId,
    reason: typeof b.reason === 'string' ? b.reason : null,
    note: typeof b.note === 'string' ? b.note : null,
    retry,
  }
}

export async function cancelOrder(request: CancelRequest, deps: CancelDeps): Promise<CancelResult> {
  const { asCaller, service } = deps
  const decided = request.retry
    ? await asCaller.rpc('admin_retry_refund', { p_order_id: request.orderId })
    : await asCaller.rpc('admin_cancel_order', {
        p_order_id: request.orderId,
        p_reason: request.reason,
        p_note: request.note,
      })
  if (decided.error) return dbError(decided.error, decided.status)

  const found = await service.from('order_refunds').select('*').eq('order_id', request.orderId).single<Refund>()
  if (found.error) return dbError(found.error, 503)
  const refund = found.data.status === 'pending' ? await refundThroughProvider(found.data, deps) : found.data
  if ('error' in refund) return refund.error

  const order = await service.from('orders').select('*').eq('id', request.orderId).single()
  if (order.error) return dbError(order.error, 503)
  return { status: 200, body: { order: order.data, refund } }
}

/** Refunds a pending refund through the provider and records the outcome; a refund claimed elsewhere is left alone. */
async function refundThroughProvider(
  pending: Refund,
  { service, provider }: CancelDeps,
): Promise<Refund | { error: CancelResult }> {
  const claimed = await service.rpc('claim_refund', { p_refund_id: pending.id }).maybeSingle<Refund>()
  if (claimed.error) return { error: dbError(claimed.error, 503) }
  if (!claimed.data) return pending

  let failure: string | null = null
  const payment = await service
    .from('payments')
    .select('provider, reference, amount')
    .eq('id', claimed.data.payment_id ?? '')
    .maybeSingle<{ provider: string; reference: string | null; amount: number }>()
  if (payment.error) failure = payment.error.message
  else if (!payment.data?.reference || payment.data.provider !== provider.name)
    failure = `The payment was taken by "${payment.data?.provider ?? 'unknown'}" and cannot be refunded here; refund it with that processor.`
  else {
    try {
      await provider.refund(payment.data.reference, Math.round(Number(claimed.data.amount) * 100), claimed.data.id)
    } catch (cause) {
      failure = (cause instanceof Error ? cause.message : String(cause)) || 'The processor refused the refund.'
    }
  }

  const completed = await service
    .rpc('complete_refund', { p_refund_id: claimed.data.id, ...(failure ? { p_error: failure } : {}) })
    .single<Refund>()
  if (completed.error) return { error: dbError(completed.error, 503) }
  return completed.data
}
