import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type Client, type TestStack } from '../helpers/stack.ts'
import { orderHelpers } from '../helpers/orders.ts'
import { review, reviewHelpers, type Customer } from '../helpers/reviews.ts'

// Reviews by verified buyers through the real API: who may review, the text rules, the product's
// rating and count kept by the database, the +25 Flavor Points once per product, moderation, and
// the public list with display names only.

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

const reviewPoints = async (c: Customer) =>
  (await c.client.from('points_ledger').select('points, product_id').eq('reason', 'review')).data!

describe('who may review', () => {
  it('refuses without an order of the product, with only a cancelled one, and a second review', async () => {
    const p = await makeProduct({ price: 8, inventory_count: 100 })
    const other = await makeProduct({ price: 8, inventory_count: 100 })

    const stranger = await t.newCustomer('Sam Stranger')
    await placeOrder(stranger.client, [{ product_id: other.id, quantity: 1 }])
    expect((await stranger.client.rpc('review_eligibility', { p_product_id: p.id }).single()).data!.status).toBe(
      'not_purchased',
    )
    const none = await stranger.client.from('product_reviews').insert(review(p.id, 5))
    expect(none.error?.message).toBe('Only customers who bought this spice can review it.')

    const cancelled = await buyer(p.id, 'Cal Cancel')
    const cancel = await admin.rpc('admin_set_order_status', { p_order_id: cancelled.orderId, p_status: 'Cancelled' })
    expect(cancel.error).toBeNull()
    expect((await cancelled.client.rpc('review_eligibility', { p_product_id: p.id }).single()).data!.status).toBe(
      'not_purchased',
    )
    expect((await cancelled.client.from('product_reviews').insert(review(p.id, 5))).error?.message).toBe(
      'Only customers who bought this spice can review it.',
    )

    const verified = await buyer(p.id)
    const eligible = (await verified.client.rpc('review_eligibility', { p_product_id: p.id }).single()).data!
    expect(eligible).toMatchObject({ status: 'eligible', review_id: null })
    const first = await verified.client.from('product_reviews').insert(review(p.id, 4)).select('id').single()
    expect(first.error).toBeNull()
    const second = await verified.client.from('product_reviews').insert(review(p.id, 1))
    expect(second.error?.code).toBe('23505')
    expect(second.error?.message).toBe('You have already reviewed this spice. You can edit your review instead.')
    const reviewed = (await verified.client.rpc('review_eligibility', { p_product_id: p.id }).single()).data!
    expect(reviewed).toMatchObject({ status: 'reviewed', review_id: first.data!.id, rating: 4 })
    expect((await t.anon.rpc('review_eligibility', { p_product_id: p.id })).status).toBe(401)
    expect((await t.anon.from('product_reviews').insert(review(p.id, 5))).status).toBe(401)
  })

  it('checks stars, lengths and plain text; trims; nobody reviews in another customer’s name', async () => {
    const p = await makeProduct({ price: 5, inventory_count: 100 })
    const c = await buyer(p.id)
    const other = await t.newCustomer('Oli Other')
    const cases: [Record<string, unknown>, string][] = [
      [{ rating: 0 }, 'Choose a rating from 1 to 5 stars.'],
      [{ rating: 6 }, 'Choose a rating from 1 to 5 stars.'],
      [{ title: '   ' }, 'Give your review a title of up to 100 characters.'],
      [{ title: 'T'.repeat(101) }, 'Give your review a title of up to 100 characters.'],
      [{ body: 'Too short' }, 'Write your review in 10 to 2000 characters.'],
      [{ body: 'B'.repeat(2001) }, 'Write your review in 10 to 2000 characters.'],
      [{ body: 'Great <script>alert(1)</script> stuff' }, 'Reviews are plain text: please remove the HTML tags.'],
      [{ title: '<b>Bold</b>' }, 'Reviews are plain text: please remove the HTML tags.'],
      [{ body: 'Nice <!-- hidden --> text here' }, 'Reviews are plain text: please remove the HTML tags.'],
    ]
    for (const [change, message] of cases) {
      const res = await c.client.from('product_reviews').insert({ ...review(p.id, 5), ...change } as never)
      expect(res.error?.message, JSON.stringify(change)).toBe(message)
    }
    const forged = await c.client.from('product_reviews').insert({ ...review(p.id, 5), user_id: other.id } as never)
    expect(forged.error?.code).toBe('42501')
    const hidden = await c.client.from('product_reviews').insert({ ...review(p.id, 5), is_visible: false } as never)
    expect(hidden.error?.code).toBe('42501')

    const ok = await c.client
      .from('product_reviews')
      .insert(review(p.id, 5, { title: '  I <3 it, 3 < 5  ', body: '  Better than 2 > 1, honestly.  ' }))
      .select('title, body, user_id, is_visible, edited_at')
      .single()
    expect(ok.data).toEqual({
      title: 'I <3 it, 3 < 5',
      body: 'Better than 2 > 1, honestly.',
      user_id: c.id,
      is_visible: true,
      edited_at: null,
    })
  })
})

describe('rating, count and points', () => {
  it('rating and reviews_count follow inserts, edits, hides, shows and deletes of visible reviews', async () => {
    const p = await makeProduct({ price: 7, inventory_count: 100 })
    expect(await figures(p.id)).toEqual({ rating: 0, reviews_count: 0 })
    const x = await buyer(p.id, 'Xena Xi')
    const y = await buyer(p.id, 'Yuri Ypsilon')
    const z = await buyer(p.id, 'Zoe Zeta')
    const rx = (await x.client.from('product_reviews').insert(review(p.id, 5)).select('id').single()).data!
    expect(await figures(p.id)).toEqual({ rating: 5, reviews_count: 1 })
    const ry = (await y.client.from('product_reviews').insert(review(p.id, 4)).select('id').single()).data!
    await z.client.from('product_reviews').insert(review(p.id, 4))
    // (5 + 4 + 4) / 3 = 4.33 -> 4.3
    expect(await figures(p.id)).toEqual({ rating: 4.3, reviews_count: 3 })

    const edit = await y.client
      .from('product_reviews')
      .update({ rating: 1 })
      .eq('id', ry.id)
      .select('edited_at')
      .single()
    expect(edit.data!.edited_at).not.toBeNull()
    // (5 + 1 + 4) / 3 = 3.33 -> 3.3
    expect(await figures(p.id)).toEqual({ rating: 3.3, reviews_count: 3 })

    expect((await admin.from('product_reviews').update({ is_visible: false }).eq('id', rx.id)).error).toBeNull()
    expect(await figures(p.id)).toEqual({ rating: 2.5, reviews_count: 2 })
    // Editing a hidden review changes nothing visible.
    await x.client.from('product_reviews').update({ rating: 2 }).eq('id', rx.id)
    expect(await figures(p.id)).toEqual({ rating: 2.5, reviews_count: 2 })
    await admin.from('product_reviews').update({ is_visible: true }).eq('id', rx.id)
    // (2 + 1 + 4) / 3 = 2.33 -> 2.3
    expect(await figures(p.id)).toEqual({ rating: 2.3, reviews_count: 3 })

    await y.client.from('product_reviews').delete().eq('id', ry.id)
    expect(await figures(p.id)).toEqual({ rating: 3, reviews_count: 2 })
    await x.client.from('product_reviews').delete().eq('id', rx.id)
    await z.client.from('product_reviews').delete().eq('product_id', p.id)
    expect(await figures(p.id)).toEqual({ rating: 0, reviews_count: 0 })
  })

  it('+25 Flavor Points once per product: not again after an edit or a delete-and-rewrite', async () => {
    const p = await makeProduct({ price: 3, inventory_count: 100 })
    const q = await makeProduct({ price: 3, inventory_count: 100 })
    const c = await t.newCustomer('Pia Points')
    await placeOrder(c.client, [
      { product_id: p.id, quantity: 1 },
      { product_id: q.id, quantity: 1 },
    ])
    const before = (await c.client.rpc('points_balance')).data!
    const first = (await c.client.from('product_reviews').insert(review(p.id, 5)).select('id').single()).data!
    expect((await c.client.rpc('points_balance')).data).toBe(before + 25)
    await c.client.from('product_reviews').update({ title: 'Even better now' }).eq('id', first.id)
    await c.client.from('product_reviews').delete().eq('id', first.id)
    expect((await c.client.from('product_reviews').insert(review(p.id, 3)).select('id').single()).error).toBeNull()
    expect((await c.client.rpc('points_balance')).data).toBe(before + 25)
    await c.client.from('product_reviews').insert(review(q.id, 4))
    expect((await c.client.rpc('points_balance')).data).toBe(before + 50)
    expect((await reviewPoints(c)).map((r) => [r.points, r.product_id]).sort()).toEqual(
      [
        [25, p.id],
        [25, q.id],
      ].sort(),
    )
  })
})

describe('moderation and privacy', () => {
  it('only the author edits the text; only an admin hides or shows; others touch nothing', async () => {
    const p = await makeProduct({ price: 4, inventory_count: 100 })
    const author = await buyer(p.id, 'Ada Author')
    const other = await buyer(p.id, 'Otto Other')
    const r = (await author.client.from('product_reviews').insert(review(p.id, 5)).select('id').single()).data!

    expect((await other.client.from('product_reviews').select('id').eq('id', r.id)).data).toEqual([])
    expect((await other.client.from('product_reviews').update({ rating: 1 }).eq('id', r.id).select()).data).toEqual([])
    expect((await other.client.from('product_reviews').delete().eq('id', r.id).select()).data).toEqual([])
    const selfHide = await author.client.from('product_reviews').update({ is_visible: false }).eq('id', r.id)
    expect(selfHide.error?.code).toBe('42501')
    expect(selfHide.error?.message).toBe('Only an admin can hide or show a review.')
    const adminEdit = await admin.from('product_reviews').update({ title: 'Rewritten' }).eq('id', r.id)
    expect(adminEdit.error?.message).toBe('Only the author can edit a review.')
    const move = await author.client
      .from('product_reviews')
      .update({ product_id: p.id } as never)
      .eq('id', r.id)
    expect(move.error?.code).toBe('42501')

    await admin.from('product_reviews').update({ is_visible: false }).eq('id', r.id)
    // Hidden: gone from the public list, still the author's to read, and still not theirs to show.
    expect((await t.anon.rpc('get_product_reviews', { p_product_id: p.id })).data).toEqual([])
    const own = await author.client.from('product_reviews').select('is_visible').eq('id', r.id).single()
    expect(own.data!.is_visible).toBe(false)
    expect((await author.client.from('product_reviews').update({ is_visible: true }).eq('id', r.id)).error?.code).toBe(
      '42501',
    )
    expect((await admin.from('product_reviews').select('id').eq('id', r.id)).data).toHaveLength(1)
  })

  it('anyone reads visible reviews newest first, 5 a page, with first name and last initial only', async () => {
    const p = await makeProduct({ price: 4, inventory_count: 100 })
    const names = ['Amy Apple', 'Bob Berry', 'Cleo Citrus', 'Dan Date', 'Eli Elder', 'Fay Fig', 'gus']
    const reviewers: Customer[] = []
    for (const [i, name] of names.entries()) {
      const c = await buyer(p.id, name)
      reviewers.push(c)
      await c.client.from('product_reviews').insert(review(p.id, (i % 5) + 1, { title: `Review ${i + 1}` }))
    }
    const page = (from: number) =>
      t.anon
        .rpc('get_product_reviews', { p_product_id: p.id }, { count: 'exact' })
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(from, from + 4)
    const first = await page(0)
    expect(first.error).toBeNull()
    expect(first.count).toBe(7)
    expect(first.data!.map((r) => r.title)).toEqual(['Review 7', 'Review 6', 'Review 5', 'Review 4', 'Review 3'])
    expect(first.data!.map((r) => r.reviewer_name)).toEqual(['gus', 'Fay F.', 'Eli E.', 'Dan D.', 'Cleo C.'])
    expect(first.data!.every((r) => r.is_own === false)).toBe(true)
    const second = await page(5)
    expect(second.data!.map((r) => r.reviewer_name)).toEqual(['Bob B.', 'Amy A.'])
    const text = JSON.stringify([...first.data!, ...second.data!])
    for (const c of reviewers) {
      expect(text).not.toContain(c.email)
      expect(text).not.toContain(c.id)
    }
    expect(Object.keys(first.data![0]!).sort()).toEqual(
      ['body', 'created_at', 'edited_at', 'id', 'is_own', 'is_verified', 'rating', 'reviewer_name', 'title'].sort(),
    )
    const mine = await reviewers[0]!.client.rpc('get_product_reviews', { p_product_id: p.id })
    expect(mine.data!.filter((r) => r.is_own).map((r) => r.reviewer_name)).toEqual(['Amy A.'])
    // Neither anon nor a customer reads the table itself for others' rows.
    expect((await t.anon.from('product_reviews').select('id')).status).toBe(401)
    const stranger = await t.newCustomer('Nosy Neighbor')
    expect((await stranger.client.from('product_reviews').select('id').eq('product_id', p.id)).data).toEqual([])
    // An inactive product's reviews are not shown to the public.
    await t.service.from('products').update({ is_active: false }).eq('id', p.id)
    expect((await t.anon.rpc('get_product_reviews', { p_product_id: p.id })).data).toEqual([])
  })
})
