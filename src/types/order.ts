import type { Database } from '@/types/database'

/** An order as `get_order` returns it, with its JSON columns read into shapes (see src/lib/read-order.ts). */
export type OrderRow = Database['public']['Functions']['get_order']['Returns'][number]

/** One line of `products_ordered`, as `place_order` stores it. */
export interface OrderLine {
  product_id: string
  product_name: string
  quantity: number
  price_at_purchase: number
  size_selected: string | null
  size_label: string | null
  main_image_url: string | null
}

/** `shipping_address` (spec §3); apartment and phone may be empty. */
export interface ShippingAddress {
  street: string
  apartment: string
  city: string
  state: string
  zip: string
  country: string
  phone: string
}

export interface Order extends Omit<
  OrderRow,
  'shipping_address' | 'billing_address' | 'products_ordered' | 'idempotency_key'
> {
  shipping_address: ShippingAddress
  products_ordered: OrderLine[]
}
