import { queryOptions, useQuery } from '@tanstack/react-query'
import { orderKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'

/**
 * What the owner needs beside the order to fulfil it: the payment (brand, last 4, reference), the refund
 * of a cancellation, and the internal note (RLS lets admins alone read it).
 */
async function getOrderFulfilment(orderId: string, paymentId: string | null, signal: AbortSignal) {
  const [payment, refund, note] = await Promise.all([
    paymentId
      ? db
          .from('payments')
          .select('brand, last4, reference, status')
          .eq('id', paymentId)
          .abortSignal(signal)
          .maybeSingle()
      : Promise.resolve({ data: null, error: null }),
    db
      .from('order_refunds')
      .select('amount, status, reason, note, points_returned, last_error, created_at')
      .eq('order_id', orderId)
      .abortSignal(signal)
      .maybeSingle(),
    db.from('order_internal_notes').select('note').eq('order_id', orderId).abortSignal(signal).maybeSingle(),
  ])
  for (const { error } of [payment, refund, note]) if (error) throw error
  return { payment: payment.data, refund: refund.data, note: note.data?.note ?? '' }
}

export type OrderFulfilment = Awaited<ReturnType<typeof getOrderFulfilment>>

/** Waits for the order (`enabled`), whose payment_id it needs. */
export function useOrderFulfilment(orderId: string, paymentId: string | null, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: orderKeys.adminFulfilment(orderId),
      queryFn: ({ signal }) => getOrderFulfilment(orderId, paymentId, signal),
      enabled,
    }),
  )
}
