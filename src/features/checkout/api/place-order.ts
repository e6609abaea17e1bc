import { useMutation, useQueryClient } from '@tanstack/react-query'
import { isRecord } from '@/lib/is-record'
import { orderKeys, pointsKeys, productKeys } from '@/lib/query-keys'
import { readOrder } from '@/lib/read-order'
import { loadFunctions } from '@/lib/supabase-functions'
import { useCartStore } from '@/stores/cart'
import { useRedeemChoice } from '@/stores/redeem-choice'
import type { Order, OrderRow } from '@/types/order'
import { clearCheckoutDraft } from '../lib/checkout-draft'
import { clearCheckoutKey } from '../lib/idempotency-key'
import type { OrderAddress, OrderShippingAddress } from '../lib/order-addresses'
import { OrderRequestError, toOrderRequestError, type OrderItem } from '../lib/order-request'

export interface PlaceOrderRequest {
  /** One per checkout attempt: a retried request returns the first order and is never charged twice. */
  idempotencyKey: string
  items: readonly OrderItem[]
  customerName: string
  customerEmail: string
  shippingAddress: OrderShippingAddress
  billingAddress: OrderAddress
  paymentMethod: string
  promoCode: string | null
  redeemPoints: number
  /** Sent to the checkout function only, over TLS, and never kept by the shop. */
  card: { number: string; expiry: string; cvc: string }
}

/** The checkout function's error body: PostgREST's shape (code, message, details). */
async function errorOf(response: Response) {
  const body: unknown = await response.json().catch(() => null)
  const error = isRecord(body) && isRecord(body.error) ? body.error : {}
  return {
    code: typeof error.code === 'string' ? error.code : undefined,
    message: typeof error.message === 'string' ? error.message : response.statusText,
    details: typeof error.details === 'string' ? error.details : null,
  }
}

/**
 * Pays and creates the order through the checkout Edge Function: it prices the cart, charges the card and
 * only then places the order (the browser never decides that an order is paid).
 */
async function placeOrder(request: PlaceOrderRequest): Promise<Order> {
  const functions = await loadFunctions()
  // The orders row place_order returned: what get_order answers for it.
  const result = await functions.invoke<{ order?: Partial<OrderRow> }>('checkout', {
    body: { ...request, items: request.items.map((item) => ({ ...item })) },
  })
  // No answer, or one from the platform rather than the function (a relay or fetch error): try again later.
  const error: unknown = result.error
  if (error) {
    // functions-js's FunctionsHttpError (the function answered) carries the Response; named, not imported, so
    // functions-js stays in the chunk lib/supabase-functions loads.
    if (!(error instanceof Error && error.name === 'FunctionsHttpError' && 'context' in error)) {
      throw new OrderRequestError(
        error instanceof Error ? error.message : 'The order service did not answer.',
        'unavailable',
      )
    }
    const response = error.context as Response
    const failure = await errorOf(response)
    // 402: the card was refused; nothing was charged and no order was made.
    if (response.status === 402) throw new OrderRequestError(failure.message, 'declined')
    throw toOrderRequestError(failure, response.status)
  }
  const order = result.data?.order
  if (!order?.id || !order.order_number) throw new OrderRequestError('The order came back empty.', 'unavailable')
  return readOrder(order as OrderRow)
}

/**
 * Pays for and creates the order; retries are the caller's, with the same key. Once it exists the checkout's
 * state goes (cart, points choice, attempt key, draft), what it changed is read again (points, stock, the
 * order history), and the confirmation page finds the order in the cache instead of asking get_order.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: placeOrder,
    retry: false,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order)
      useCartStore.getState().clear()
      useRedeemChoice.getState().choose(0)
      clearCheckoutKey()
      clearCheckoutDraft()
      void queryClient.invalidateQueries({ queryKey: pointsKeys.all })
      void queryClient.invalidateQueries({ queryKey: productKeys.all })
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() })
    },
  })
}
