import type { TestStack } from './stack.ts'
import { orderHelpers } from './orders.ts'

// Reviews and their buyers for the database tests of reviews.

export type Customer = Awaited<ReturnType<TestStack['newCustomer']>>

/** A review of `productId` as the product page's form sends it. */
export const review = (productId: string, rating: number, extra: Partial<{ title: string; body: string }> = {}) => ({
  product_id: productId,
  rating,
  title: extra.title ?? 'Lovely and fresh',
  body: extra.body ?? 'Bright, fragrant and worth every cent.',
})

/** Helpers over the stack `stack()` returns (called lazily, so they can be made before it starts). */
export function reviewHelpers(stack: () => TestStack) {
  const { placeOrder } = orderHelpers(stack)

  /** A customer who bought `productId` (their order is left Processing). */
  async function buyer(productId: string, name = 'Rita Reviewer'): Promise<Customer & { orderId: string }> {
    const c = await stack().newCustomer(name)
    const order = await placeOrder(c.client, [{ product_id: productId, quantity: 1 }])
    if (order.error) throw new Error(order.error.message)
    return { ...c, orderId: order.data!.id }
  }

  /** The product's rating and reviews_count as the shop shows them. */
  async function figures(productId: string) {
    const { data } = await stack().service.from('products').select('rating, reviews_count').eq('id', productId).single()
    return data!
  }

  return { buyer, figures }
}
