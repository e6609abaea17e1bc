import { randomUUID } from 'node:crypto'
import type { Client, TestStack } from './stack.ts'
import type { PostgrestError } from '@supabase/supabase-js'
import type { Database, Json } from '../../src/types/database.ts'

// Products, carts and orders for the database tests of checkout.

export const shipping = {
  street: '12 Market St',
  apartment: '',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
  country: 'US',
  phone: '',
}

export interface Size {
  value: string
  label: string
  price_modifier: number
  stock: number | null
}

/** Where src/stores/cart.ts keeps the browser's cart (that module needs a window, so Node code does not import it). */
export const SAVED_CART = { key: 'casabite-cart', version: 1 } as const

/** A product row as the browser's cart is filled from it. */
export interface CartProduct {
  id: string
  product_name: string
  product_slug: string
  main_image_url: string | null
  price: number
}

/** The saved cart (localStorage under SAVED_CART.key) holding `lines`, as adding them on product pages leaves it. */
export function savedCart(lines: { product: CartProduct; size: Size; quantity: number }[]): string {
  const items = lines.map(({ product, size, quantity }) => ({
    productId: product.id,
    slug: product.product_slug,
    name: product.product_name,
    imageUrl: product.main_image_url,
    size: { value: size.value, label: size.label, priceModifier: Math.round(size.price_modifier * 100) },
    unitPriceCents: Math.round((Number(product.price) + size.price_modifier) * 100),
    quantity,
  }))
  return JSON.stringify({ state: { items }, version: SAVED_CART.version })
}

type Order = Database['public']['Tables']['orders']['Row']

/** What placing an order answers, as PostgREST answers place_order. */
export interface PlacedOrder {
  data: Order | null
  error: PostgrestError | null
  status: number
}

export type Line = { product_id: string; size?: string | null; quantity: number; [extra: string]: unknown }

export interface OrderChoices {
  key?: string
  name?: string
  shippingAddress?: Json
  billingAddress?: Json
  promo?: string
  points?: number
  email?: string
}

/** Helpers over the stack `stack()` returns (called lazily, so they can be made before it starts). */
export function orderHelpers(stack: () => TestStack) {
  /** A product of our own, so prices and stock are known exactly. */
  async function makeProduct(fields: {
    price: number
    sizes?: Size[]
    inventory_count?: number | null
    is_active?: boolean
  }) {
    const slug = `test-${randomUUID().slice(0, 8)}`
    const { data, error } = await stack()
      .service.from('products')
      .insert({
        product_name: `Test ${slug}`,
        product_slug: slug,
        price: fields.price,
        category_type: 'Seeds',
        cuisine: 'Global',
        available_sizes: (fields.sizes ?? []) as unknown as Json,
        default_size: fields.sizes?.[0]?.value ?? null,
        inventory_count: fields.inventory_count ?? null,
        is_active: fields.is_active ?? true,
      })
      .select()
      .single()
    if (error) throw new Error(error.message)
    return data!
  }

  async function productRow(id: string) {
    const { data } = await stack()
      .service.from('products')
      .select('available_sizes, inventory_count')
      .eq('id', id)
      .single()
    return { sizes: data!.available_sizes as unknown as Size[], inventory: data!.inventory_count }
  }

  async function orderCount() {
    const { count } = await stack().service.from('orders').select('id', { count: 'exact', head: true })
    return count ?? 0
  }

  /**
   * Places an order for the buyer signed in on `c` (a guest on an anon client) as the checkout function
   * does once the card is charged: the total quoted with the buyer's rights, a succeeded payment of that
   * total under the order's key, then place_order as service_role. A quote's refusal is the answer, as
   * place_order would refuse the same cart; a retried key reuses its payment.
   */
  async function placeOrder(c: Client, items: Line[], extra: OrderChoices = {}): Promise<PlacedOrder> {
    const key = extra.key ?? randomUUID()
    const quote = await quoteOrder(c, items, extra)
    if (quote.error) return { data: null, error: quote.error, status: quote.status }
    const userId = (await c.auth.getSession()).data.session?.user.id ?? null
    const service = stack().service
    const paid = await service
      .from('payments')
      .upsert(
        {
          idempotency_key: key,
          user_id: userId,
          provider: 'test',
          amount: quote.data.total_price,
          status: 'succeeded',
        },
        { onConflict: 'idempotency_key', ignoreDuplicates: true },
      )
      .select('id')
    const payment =
      paid.data?.[0] ?? (await service.from('payments').select('id').eq('idempotency_key', key).single()).data
    if (!payment) throw new Error(`no payment for ${key}: ${paid.error?.message}`)
    const placed = await service
      .rpc('place_order', {
        p_idempotency_key: key,
        p_items: items as unknown as Json,
        p_customer_name: extra.name ?? 'Dana Diner',
        p_customer_email: extra.email ?? 'dana@example.com',
        p_shipping_address: extra.shippingAddress ?? shipping,
        p_billing_address: extra.billingAddress ?? (null as unknown as Json),
        p_payment_method: 'stripe',
        p_promo_code: extra.promo ?? (null as unknown as string),
        p_redeem_points: extra.points ?? 0,
        p_user_id: userId as unknown as string,
        p_payment_id: payment.id,
      })
      .single()
    return { data: placed.data, error: placed.error, status: placed.status }
  }

  function quoteOrder(
    c: Client,
    items: Line[],
    extra: Pick<OrderChoices, 'promo' | 'points' | 'shippingAddress'> = {},
  ) {
    return c
      .rpc('quote_order', {
        p_items: items as unknown as Json,
        ...(extra.promo ? { p_promo_code: extra.promo } : {}),
        ...(extra.points ? { p_redeem_points: extra.points } : {}),
        p_shipping_address: extra.shippingAddress ?? shipping,
      })
      .single()
  }

  /** An admin moves an order on (or back, within the correction window) through the workflow's one function. */
  const setStatus = (admin: Client, orderId: string, status: string) =>
    admin.rpc('admin_set_order_status', { p_order_id: orderId, p_status: status })

  async function statusOf(orderId: string) {
    const { rows } = await stack().stack.db.query<{ status: string }>(
      'select status from public.orders where id = $1',
      [orderId],
    )
    return rows[0]!.status
  }

  return { makeProduct, productRow, orderCount, placeOrder, quoteOrder, setStatus, statusOf }
}
