import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { backend, startTestStack, type TestStack } from '../helpers/stack.ts'
import { orderHelpers } from '../helpers/orders.ts'

// The owner's promo codes: admins create, edit and switch off codes; uses are the database's count,
// and a code's last use goes to exactly one of the orders that race for it.

let t: TestStack

const { makeProduct, placeOrder } = orderHelpers(() => t)

beforeAll(async () => {
  t = await startTestStack()
})

afterAll(async () => {
  await t?.stop()
})

const newCode = () => `OS${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`

const stored = async (code: string) =>
  (await t.service.from('promo_codes').select('*').eq('code', code).maybeSingle()).data

describe('promo codes the owner manages', () => {
  it('lets an admin create, edit and switch off a code, which checkout then honours', async () => {
    const admin = await t.admin()
    const code = newCode()
    const made = await admin
      .from('promo_codes')
      .insert({ code, description: 'Autumn', discount_type: 'percent', discount_value: 20, max_uses: 10 })
      .select()
      .single()
    expect(made.error).toBeNull()
    expect(made.data).toMatchObject({ code, uses: 0, is_active: true, min_subtotal: 0 })

    const p = await makeProduct({ price: 25, inventory_count: 20 })
    const cart = [{ product_id: p.id, quantity: 2 }]
    expect((await placeOrder(t.anon, cart, { promo: code })).data).toMatchObject({ discount_total: 10 })

    const edited = await admin
      .from('promo_codes')
      .update({ discount_type: 'fixed', discount_value: 7.5, min_subtotal: 40 })
      .eq('code', code)
      .select('discount_type, discount_value, min_subtotal, uses')
    expect(edited.data).toEqual([{ discount_type: 'fixed', discount_value: 7.5, min_subtotal: 40, uses: 1 }])
    expect((await placeOrder(t.anon, cart, { promo: code })).data).toMatchObject({ discount_total: 7.5 })

    expect((await admin.from('promo_codes').update({ is_active: false }).eq('code', code)).error).toBeNull()
    const refused = await placeOrder(t.anon, cart, { promo: code })
    expect(refused.error?.message).toBe(`Promo code ${code} is not valid.`)

    const listed = await admin.from('promo_codes').select('code, uses, max_uses, is_active').eq('code', code)
    expect(listed.data).toEqual([{ code, uses: 2, max_uses: 10, is_active: false }])
  })

  it('keeps uses the database count, the code fixed once made, and the dates in order', async () => {
    const admin = await t.admin()
    const code = newCode()
    await admin.from('promo_codes').insert({ code, description: 'Fixed', discount_type: 'fixed', discount_value: 5 })
    expect((await admin.from('promo_codes').update({ uses: 0 }).eq('code', code)).error?.code).toBe('42501')
    expect((await admin.from('promo_codes').update({ code: newCode() }).eq('code', code)).error?.code).toBe('42501')
    expect(
      (
        await admin
          .from('promo_codes')
          .insert({ code: newCode(), description: 'Used', discount_type: 'fixed', discount_value: 5, uses: 3 })
      ).error?.code,
    ).toBe('42501')
    const backwards = await admin
      .from('promo_codes')
      .update({ starts_at: '2026-12-10T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' })
      .eq('code', code)
    expect(backwards.error?.code).toBe('23514')
    const lower = await admin
      .from('promo_codes')
      .insert({ code: 'lower1', description: 'x', discount_type: 'percent', discount_value: 5 })
    expect(lower.error?.code).toBe('23514')
    expect((await admin.from('promo_codes').delete().eq('code', code)).error?.code).toBe('42501')
    expect(await stored(code)).toMatchObject({ uses: 0, discount_value: 5 })
  })

  it('refuses customers and guests: no reading, adding or changing codes', async () => {
    const { client } = await t.newCustomer()
    const code = newCode()
    const row = { code, description: 'Mine', discount_type: 'percent', discount_value: 100 } as const
    expect((await client.from('promo_codes').select('code')).data).toEqual([])
    expect((await client.from('promo_codes').insert(row)).error?.code).toBe('42501')
    expect((await t.anon.from('promo_codes').insert(row)).error?.code).toBe('42501')
    expect(await stored(code)).toBeNull()
    await client.from('promo_codes').update({ discount_value: 100, max_uses: null }).eq('code', 'SPICE5')
    expect(await stored('SPICE5')).toMatchObject({ discount_type: 'fixed', discount_value: 5 })
  })

  it('gives a code with 3 uses left to exactly 3 of 8 parallel orders', async () => {
    const admin = await t.admin()
    const code = newCode()
    await admin
      .from('promo_codes')
      .insert({ code, description: 'Race', discount_type: 'percent', discount_value: 10, max_uses: 3 })
    const p = await makeProduct({ price: 10, inventory_count: 100 })
    const results = await Promise.all(
      Array.from({ length: 8 }, () => placeOrder(t.anon, [{ product_id: p.id, quantity: 1 }], { promo: code })),
    )
    const ok = results.filter((r) => r.data)
    console.info(`[promo race, ${backend}] attempts ${results.length}, successes ${ok.length}`)
    expect(ok).toHaveLength(3)
    for (const r of results.filter((r) => r.error)) expect(r.error!.message).toBe(`Promo code ${code} is not valid.`)
    expect(await stored(code)).toMatchObject({ uses: 3 })
    const { count } = await t.service
      .from('orders')
      .select('id', { count: 'exact', head: true })
      .eq('promo_code_used', code)
    expect(count).toBe(3)
  })
})
