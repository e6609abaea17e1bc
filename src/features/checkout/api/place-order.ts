import { useMutation } from '@tanstack/react-query'
import { db } from '@/lib/supabase'
import type { Json } from '@/types/database'
import type { OrderAddress, OrderShippingAddress } from '../lib/order-addresses'
import { OrderRequestError, toOrderRequestError, type OrderItem } from '../lib/order-request'

export interface PlaceOrderRequest {
  /** One per checkout attempt: a retried request returns the first order, never a second. */
  idempotencyKey: string
  items: readonly OrderItem[]
  customerName: string
  customerEmail: string
  shippingAddress: OrderShippingAddress
  billingAddress: OrderAddress
  paymentMethod: string
  promoCode: string | null
  redeemPoints: number
}

export interface PlacedOrder {
  id: string
  orderNumber: string
}

async function placeOrder(request: PlaceOrderRequest): Promise<PlacedOrder> {
  const { data, error, status } = await db.rpc('place_order', {
    p_idempotency_key: request.idempotencyKey,
    p_items: request.items.map((item) => ({ ...item })),
    p_customer_name: request.customerName,
    p_customer_email: request.customerEmail,
    p_shipping_address: { ...request.shippingAddress } satisfies Json,
    p_billing_address: { ...request.billingAddress } satisfies Json,
    p_payment_method: request.paymentMethod,
    ...(request.promoCode ? { p_promo_code: request.promoCode } : {}),
    p_redeem_points: request.redeemPoints,
  })
  if (error) throw toOrderRequestError(error, status)
  if (!data?.id) throw new OrderRequestError('The order came back empty.', 'unavailable')
  return { id: data.id, orderNumber: data.order_number }
}

/** Creates the order (place_order); retries are the caller's, with the same key. */
export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder, retry: false })
}
