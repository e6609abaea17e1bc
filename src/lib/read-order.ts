import type { Json } from '@/types/database'
import type { Order, OrderLine, OrderRow, ShippingAddress } from '@/types/order'

type JsonObject = { [key: string]: Json | undefined }

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const text = (value: Json | undefined): string => (typeof value === 'string' ? value : '')
const optionalText = (value: Json | undefined): string | null => (typeof value === 'string' && value ? value : null)
const count = (value: Json | undefined): number => (typeof value === 'number' ? value : Number(value ?? 0) || 0)

export function readAddress(value: Json): ShippingAddress {
  const address = isObject(value) ? value : {}
  return {
    street: text(address.street),
    apartment: text(address.apartment),
    city: text(address.city),
    state: text(address.state),
    zip: text(address.zip),
    country: text(address.country),
    phone: text(address.phone),
  }
}

function readLines(value: Json): OrderLine[] {
  if (!Array.isArray(value)) return []
  return value.filter(isObject).map((line) => ({
    product_id: text(line.product_id),
    product_name: text(line.product_name),
    quantity: count(line.quantity),
    price_at_purchase: count(line.price_at_purchase),
    size_selected: optionalText(line.size_selected),
    size_label: optionalText(line.size_label),
    main_image_url: optionalText(line.main_image_url),
  }))
}

/**
 * The order's JSON columns as shapes the page can show. `place_order` writes them, so they are well formed;
 * an older or hand-edited row with a missing field shows an empty value rather than crashing the page.
 */
export function readOrder(row: OrderRow): Order {
  const { shipping_address, products_ordered, billing_address: _billing, idempotency_key: _key, ...rest } = row
  return { ...rest, shipping_address: readAddress(shipping_address), products_ordered: readLines(products_ordered) }
}
