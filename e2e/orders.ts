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
  quantity: number
  /** Who places it: a guest (the anon client) unless a signed-in customer's client is given. */
  client?: SupabaseClient<Database>
  /** The seeded product and size ordered: Kashmiri Saffron's 2 g vial ($34.99) unless told. */
  slug?: string
  size?: string
  shipping?: typeof defaultShipping
}

/** An order of one line placed the way the checkout places it (rpc place_order), for Dana Diner. */
export async function placeOrder({
  email,
  quantity,
  client = anon,
  slug = 'kashmiri-saffron',
  size = '2g',
  shipping = defaultShipping,
}: OrderChoices) {
  const product = await productBySlug(slug)
  const { data, error } = await client.rpc('place_order', {
    p_idempotency_key: randomUUID(),
    p_items: [{ product_id: product.id, size, quantity }],
    p_customer_name: 'Dana Diner',
    p_customer_email: email,
    p_shipping_address: shipping,
  })
  if (error) throw new Error(error.message)
  return data
}
