import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../helpers/stack.ts'

// What supabase/seed.sql gives a fresh shop: every rating and review count a shopper sees comes
// from review rows, written by buyers with an order of what they review.

let t: TestStack

beforeAll(async () => {
  t = await startTestStack()
})

afterAll(async () => {
  await t?.stop()
})

const query = async <T>(sql: string) => (await t.stack.db.query<T>(sql)).rows

describe('seeded ratings', () => {
  it('for every product, rating and reviews_count are the aggregate of its visible reviews', async () => {
    const rows = await query<{ slug: string; rating: number; count: number; rows_rating: number; rows_count: number }>(
      `select p.product_slug as slug, p.rating::float8 as rating, p.reviews_count as count,
              coalesce(round(avg(r.rating), 1), 0)::float8 as rows_rating, count(r.id)::int as rows_count
         from public.products p
         left join public.product_reviews r on r.product_id = p.id and r.is_visible
        group by p.id
        order by p.product_slug`,
    )
    expect(rows.length).toBeGreaterThanOrEqual(40)
    expect(rows.filter((r) => r.rating !== r.rows_rating || r.count !== r.rows_count)).toEqual([])
  })

  it('gives every active product 2 to 4 reviews, each by a buyer with a standing order of it', async () => {
    const active = await query<{ count: number }>(
      `select count(r.id)::int as count
         from public.products p left join public.product_reviews r on r.product_id = p.id
        where p.is_active group by p.id`,
    )
    expect(active.every((p) => p.count >= 2 && p.count <= 4)).toBe(true)
    const unverified = await query(
      `select r.id from public.product_reviews r
        where not exists (
          select 1 from public.orders o
           where o.user_id = r.user_id and o.status <> 'Cancelled'
             and o.products_ordered @> jsonb_build_array(jsonb_build_object('product_id', r.product_id)))`,
    )
    expect(unverified).toEqual([])
  })

  it('shows the shopper the same figures over the API: the card’s count is the list’s count', async () => {
    const { data: product } = await t.anon
      .from('products')
      .select('id, rating, reviews_count')
      .eq('product_slug', 'tellicherry-peppercorns')
      .single()
    const { data: reviews, count } = await t.anon.rpc(
      'get_product_reviews',
      { p_product_id: product!.id },
      { count: 'exact' },
    )
    expect(count).toBe(product!.reviews_count)
    expect(reviews!.every((r) => r.is_verified)).toBe(true)
    const average = reviews!.reduce((sum, r) => sum + r.rating, 0) / reviews!.length
    expect(product!.rating).toBe(Math.round(average * 10) / 10)
  })
})
