import { vi } from 'vitest'
import type { OrderRow } from '@/types/order'
import { shipping } from '../../../../helpers/orders'

export const ORDER_ID = '3b6d1c8e-2f4a-4c1e-9a7b-5d2e8f0a1c34'
export const CUSTOMER_ID = '5f0c1a52-4d43-4b0e-9d55-3a4e2c1b7f10'

/** A guest order as `get_order` returns it: two lines, one with a size. */
export function orderRow(fields: Partial<OrderRow> = {}): OrderRow {
  return {
    id: ORDER_ID,
    order_number: 'CB-100042',
    payment_id: null,
    shipping_carrier: null,
    tracking_number: null,
    tracking_url: null,
    cancel_reason: null,
    cancel_note: null,
    user_id: null,
    customer_name: 'Dana Diner',
    customer_email: 'dana@example.com',
    shipping_address: { ...shipping, apartment: 'Apt 4' },
    billing_address: { street: '12 Market St', city: 'Denver', state: 'CO', zip: '80202', country: 'US' },
    products_ordered: [
      {
        product_id: 'a1b2c3d4-0000-4000-8000-000000000001',
        product_name: 'Kashmiri Saffron',
        product_slug: 'kashmiri-saffron',
        quantity: 2,
        price_at_purchase: 18.5,
        size_selected: '5g',
        size_label: '5 g jar',
        main_image_url: null,
      },
      {
        product_id: 'a1b2c3d4-0000-4000-8000-000000000002',
        product_name: 'Smoked Paprika',
        product_slug: 'smoked-paprika',
        quantity: 1,
        price_at_purchase: 7.25,
        size_selected: null,
        size_label: null,
        main_image_url: null,
      },
    ],
    subtotal_price: 44.25,
    discount_total: 0,
    shipping_cost: 5,
    taxes: 3.1,
    total_price: 52.35,
    payment_method: 'stripe',
    promo_code_used: null,
    points_redeemed: 0,
    points_earned: 0,
    status: 'Processing',
    idempotency_key: 'test-idempotency-key',
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...fields,
  }
}

/** What `matchMedia` answers for prefers-reduced-motion (jsdom has no matchMedia of its own). */
export function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('prefers-reduced-motion: reduce') ? reduce : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  )
}
