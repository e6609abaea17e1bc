import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../src/types/database.ts'
import { shipping as defaultShipping } from '../tests/helpers/orders.ts'
import type { ProductBySlug } from './cart.ts'

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

export type Order = Database['public']['Tables']['orders']['Row']

/**
 * An order of one line placed the way the checkout places it: through the checkout function, paid with
 * 4242. `guest` is the client a guest orders on; `product` finds a seeded product by slug.
 */
export async function placeOrder(
  { guest, product }: { guest: SupabaseClient<Database>; product: ProductBySlug },
  {
    email,
    quantity = 1,
    client = guest,
    slug = 'kashmiri-saffron',
    size,
    productId,
    customerName = 'Dana Diner',
    shipping = defaultShipping,
  }: OrderChoices,
): Promise<Order> {
  const id = productId ?? (await product(slug)).id
  const lineSize = size ?? (productId ? undefined : '2g')
  const { data, error } = await client.functions.invoke<{ order: Order }>('checkout', {
    body: {
      idempotencyKey: randomUUID(),
      items: [{ product_id: id, quantity, size: lineSize ?? null }],
      customerName,
      customerEmail: email,
      shippingAddress: shipping,
      card: { number: '4242424242424242', expiry: '12/40', cvc: '123' },
    },
  })
  if (error) throw new Error(`checkout failed: ${error.message}`)
  return data!.order
}
