import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type Client, type TestStack } from '../helpers/stack.ts'
import { orderHelpers } from '../helpers/orders.ts'
import { review, reviewHelpers, type Customer } from '../helpers/reviews.ts'

// What a review keeps after it is written: an admin's hiding sticks to the author and product
// whatever the author deletes and writes again, and a review whose purchase was cancelled is no
// longer a verified buyer's and gives its 25 Flavor Points back.

let t: TestStack
let admin: Client

const { makeProduct, placeOrder } = orderHelpers(() => t)
const { buyer, figures } = reviewHelpers(() => t)

beforeAll(async () => {
  t = await startTestStack()
  admin = await t.admin()
})

afterAll(async () => {
  await t?.stop()
})

const publicList = async (productId: string) =>
  (await t.anon.rpc('get_product_reviews', { p_product_id: productId })).data!
const write = async (c: Customer, productId: string, rating = 5) => {
  const res = await c.client.from('product_reviews').insert(review(productId, rating)).select('id, is_visible').single()
  if (res.error) throw new Error(res.error.message)
  return res.data
}
const setVisible = (id: string, is_visible: boolean) =>
  admin.from('product_reviews').update({ is_visible }).eq('id', id).throwOnError()
const balance = async (c: Customer) => (await c.client.rpc('points_balance')).data!
const cancel = (orderId: string) =>
  admin.rpc('admin_set_order_status', { p_order_id: orderId, p_status: 'Cancelled' }).throwOnError()

describe('moderation sticks', () => {
  it('a hidden review deleted and written again by its author stays hidden until an admin shows it', async () => {
    const p = await makeProduct({ price: 6, inventory_count: 100 })
    const author = await buyer(p.id, 'Hal Hidden')
    const first = await write(author, p.id, 1)
    await setVisible(first.id, false)
    expect(await figures(p.id)).toEqual({ rating: 0, reviews_count: 0 })

    const deleted = await author.client.from('product_reviews').delete().eq('id', first.id).select('id')
    expect(deleted.data).toHaveLength(1)
    const again = await write(author, p.id, 1)
    expect(again.is_visible).toBe(false)
    expect(await publicList(p.id)).toEqual([])
    expect(await figures(p.id)).toEqual({ rating: 0, reviews_count: 0 })
    const own = (await author.client.rpc('review_eligibility', { p_product_id: p.id }).single()).data!
    expect(own).toMatchObject({ status: 'reviewed', review_id: again.id, is_visible: false })

    // Shown again by an admin, the author's next rewrite is visible as any other review.
    await setVisible(again.id, true)
    expect(await figures(p.id)).toEqual({ rating: 1, reviews_count: 1 })
    await author.client.from('product_reviews').delete().eq('id', again.id).throwOnError()
    expect((await write(author, p.id, 4)).is_visible).toBe(true)
    expect(await figures(p.id)).toEqual({ rating: 4, reviews_count: 1 })
  })

  it('hiding one author’s review hides nothing of theirs elsewhere, nor others’ reviews of the product', async () => {
    const p = await makeProduct({ price: 6, inventory_count: 100 })
    const q = await makeProduct({ price: 6, inventory_count: 100 })
    const author = await t.newCustomer('Mo Moderated')
    await placeOrder(author.client, [
      { product_id: p.id, quantity: 1 },
      { product_id: q.id, quantity: 1 },
    ])
    const other = await buyer(p.id, 'Ivy Innocent')
    const hidden = await write(author, p.id)
    await setVisible(hidden.id, false)
    await author.client.from('product_reviews').delete().eq('id', hidden.id).throwOnError()
    expect((await write(author, q.id)).is_visible).toBe(true)
    expect((await write(other, p.id)).is_visible).toBe(true)
  })
})

describe('a review whose purchase was cancelled', () => {
  it('loses "verified buyer" and its 25 points when its only order of the product is cancelled', async () => {
    const p = await makeProduct({ price: 0.5, inventory_count: 100 })
    const author = await buyer(p.id, 'Cora Cancel')
    await write(author, p.id, 5)
    expect(await balance(author)).toBe(125)
    expect((await publicList(p.id)).map((r) => r.is_verified)).toEqual([true])

    await cancel(author.orderId)
    expect(await balance(author)).toBe(100)
    const { data: ledger } = await author.client
      .from('points_ledger')
      .select('points, reason, product_id')
      .in('reason', ['review', 'review_reversed'])
      .order('id')
    expect(ledger).toEqual([
      { points: 25, reason: 'review', product_id: p.id },
      { points: -25, reason: 'review_reversed', product_id: p.id },
    ])
    // The review stays, as written, no longer a verified buyer's; the rating still counts it.
    expect((await publicList(p.id)).map((r) => r.is_verified)).toEqual([false])
    expect(await figures(p.id)).toEqual({ rating: 5, reviews_count: 1 })
  })

  it('gets both back, once, when its author buys the product again or rewrites the review after', async () => {
    const p = await makeProduct({ price: 0.5, inventory_count: 100 })
    const author = await buyer(p.id, 'Bea Back')
    const first = await write(author, p.id, 5)
    await cancel(author.orderId)
    expect(await balance(author)).toBe(100)
    const again = await placeOrder(author.client, [{ product_id: p.id, quantity: 1 }])
    expect(await balance(author)).toBe(125)
    expect((await publicList(p.id)).map((r) => r.is_verified)).toEqual([true])
    await placeOrder(author.client, [{ product_id: p.id, quantity: 1 }])
    expect(await balance(author)).toBe(125)

    // Cancelled again, review deleted, bought again: nothing until the review is written again.
    await cancel(again.data!.id)
    expect(await balance(author)).toBe(125)
    const orders = (await author.client.from('orders').select('id').neq('status', 'Cancelled')).data!
    for (const o of orders) await cancel(o.id)
    expect(await balance(author)).toBe(100)
    await author.client.from('product_reviews').delete().eq('id', first.id).throwOnError()
    await placeOrder(author.client, [{ product_id: p.id, quantity: 1 }])
    expect(await balance(author)).toBe(100)
    await write(author, p.id, 4)
    expect(await balance(author)).toBe(125)
  })

  it('keeps both while another order of the product stands, and never takes the points twice', async () => {
    const p = await makeProduct({ price: 0.5, inventory_count: 100 })
    const author = await buyer(p.id, 'Tess Twice')
    const second = await placeOrder(author.client, [{ product_id: p.id, quantity: 1 }])
    await write(author, p.id, 4)
    await cancel(author.orderId)
    expect(await balance(author)).toBe(125)
    expect((await publicList(p.id)).map((r) => r.is_verified)).toEqual([true])
    await cancel(second.data!.id)
    expect(await balance(author)).toBe(100)
    expect((await publicList(p.id)).map((r) => r.is_verified)).toEqual([false])
  })

  it('takes back no more than the balance holds when the points were spent', async () => {
    const p = await makeProduct({ price: 0.5, inventory_count: 100 })
    const q = await makeProduct({ price: 0.5, inventory_count: 100 })
    const author = await buyer(p.id, 'Sid Spent')
    await write(author, p.id, 5)
    expect((await placeOrder(author.client, [{ product_id: q.id, quantity: 1 }], { points: 100 })).error).toBeNull()
    await t.service
      .from('points_ledger')
      .insert({ user_id: author.id, points: -10, reason: 'adjustment' })
      .throwOnError()
    expect(await balance(author)).toBe(15)
    await cancel(author.orderId)
    expect(await balance(author)).toBe(0)
    const { data: ledger } = await author.client.from('points_ledger').select('points').eq('reason', 'review_reversed')
    expect(ledger).toEqual([{ points: -15 }])
  })

  it('keeps no points for a review written while its only purchase is cancelled, or for two cancels at once', async () => {
    const rounds = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const p = await makeProduct({ price: 0.5, inventory_count: 100 })
        const author = await buyer(p.id, `Rae Race${i}`)
        const second = i % 2 ? await placeOrder(author.client, [{ product_id: p.id, quantity: 1 }]) : null
        if (second) await write(author, p.id)
        const session = await t.signIn(author.email, author.password)
        await Promise.all([
          second ? cancel(second.data!.id) : session.from('product_reviews').insert(review(p.id, 5)),
          cancel(author.orderId),
        ])
        return balance(author)
      }),
    )
    expect(rounds).toEqual([100, 100, 100, 100])
  })
})
