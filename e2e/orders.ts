import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { ANON_KEY } from '../supabase/local/keys.ts'
import { createNodeClient } from '../supabase/local/node-client.ts'
import type { Database } from '../src/types/database.ts'
import { STACK_URL } from '../playwright.config.ts'
import { shipping as defaultShipping } from '../tests/helpers/orders.ts'
import { productBySlug } from './cart.ts'

const anon = createNodeClient<Database>(STACK_URL, ANON_KEY)

export interface OrderChoices {
  /** The buyer's e-mail. */
  email: string
  /** 1 unless told. */
  quantity?: number
  /** Who places it: a guest (the anon client) unless a signed-in customer's client is given. */
  client?: SupabaseClient<Database>
  /** A seeded product and size: Kashmiri Saffron's 2 g vial ($34.99) unless told. */
  slug?: string
  size?: string
  /** Or any product by id (one a test made), ordered without a size unless one is given. */
  productId?: string
  /** Dana Diner unless told. */
  customerName?: string
  shipping?: typeof defaultShipping
}

/** An order of one line placed the way the checkout places it (rpc place_order). */
export async function placeOrder({
  email,
  quantity = 1,
  client = anon,
  slug = 'kashmiri-saffron',
  size,
  productId,
  customerName = 'Dana Diner',
  shipping = defaultShipping,
}: OrderChoices) {
  const id = productId ?? (await productBySlug(slug)).id
  const lineSize = size ?? (productId ? undefined : '2g')
  const { data, error } = await client.rpc('place_order', {
    p_idempotency_key: randomUUID(),
    p_items: [{ product_id: id, quantity, ...(lineSize ? { size: lineSize } : {}) }],
    p_customer_name: customerName,
    p_customer_email: email,
    p_shipping_address: shipping,
  })
  if (error) throw new Error(error.message)
  return data
}
