import { useMutation, useQueryClient } from '@tanstack/react-query'
import { failureToast } from '@/lib/failure-toast'
import { isRecord } from '@/lib/is-record'
import { orderKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import { loadFunctions } from '@/lib/supabase-functions'
import type { CancelReason } from '../lib/fulfilment'
import { useOrderChanged } from './set-order-status'

/** Marks the order Shipped with its carrier and tracking number (or corrects them once Shipped). */
export function useShipOrder() {
  const orderChanged = useOrderChanged()
  return useMutation({
    mutationFn: async (vars: { orderId: string; carrier: string; trackingNumber: string }) => {
      const { data, error } = await db.rpc('admin_ship_order', {
        p_order_id: vars.orderId,
        p_carrier: vars.carrier,
        p_tracking_number: vars.trackingNumber,
      })
      if (error) throw error
      return data
    },
    onSuccess: orderChanged,
  })
}

/** The function's refusal as an Error with its message (PostgREST's shape: code, message, details). */
async function functionError(error: unknown): Promise<Error> {
  if (error instanceof Error && error.name === 'FunctionsHttpError' && 'context' in error) {
    const body: unknown = await (error.context as Response).json().catch(() => null)
    if (isRecord(body) && isRecord(body.error) && typeof body.error.message === 'string') {
      return new Error(body.error.message)
    }
  }
  return error instanceof Error ? error : new Error('The order service did not answer.')
}

interface CancelVars {
  orderId: string
  /** Cancel with a reason and note; or, with `retry`, try a failed refund again. */
  reason?: CancelReason
  note?: string
  retry?: boolean
}

/**
 * Cancels through the cancel-order Edge Function: the database cancels (stock and points back, the refund
 * filed, the mail queued), then the payment is refunded through the processor. The refund's outcome is
 * in the answer: a failed refund leaves the order cancelled and says why.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient()
  const orderChanged = useOrderChanged()
  return useMutation({
    mutationFn: async (vars: CancelVars) => {
      const functions = await loadFunctions()
      const result = await functions.invoke<{
        order: { id: string; user_id: string | null; status: string }
        refund: { status: string; last_error: string | null }
      }>('cancel-order', {
        body: vars,
      })
      if (result.error) throw await functionError(result.error)
      if (!result.data) throw new Error('The order service answered nothing.')
      return result.data
    },
    retry: false,
    onSuccess: ({ order }) => orderChanged(order),
    // Refused, or no answer: the order as it is now, whatever happened.
    onError: (_error, vars) => queryClient.invalidateQueries({ queryKey: orderKeys.detail(vars.orderId) }),
  })
}

export function useSetOrderNote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (vars: { orderId: string; note: string }) => {
      const { error } = await db.rpc('admin_set_order_note', { p_order_id: vars.orderId, p_note: vars.note })
      if (error) throw error
    },
    meta: { errorToast: failureToast('Note Not Saved') },
    onSuccess: (_data, vars) => queryClient.invalidateQueries({ queryKey: orderKeys.adminFulfilment(vars.orderId) }),
  })
}
