import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../helpers/stack.ts'
import { orderHelpers, shipping } from '../helpers/orders.ts'

// Shipping and tax rates the owner sets (public.shipping_rates, public.tax_rates), read by the one
// pricing function: what quote_order promises and place_order charges, per destination.

let t: TestStack

const { makeProduct, placeOrder, quoteOrder } = orderHelpers(() => t)

beforeAll(async () => {
  t = await startTestStack()
})

afterAll(async () => {
  await t?.stop()
})

const to = (country: string, state: string) => ({ ...shipping, country, state, zip: '12345' })

describe('shipping and tax rates', () => {
  it('charges a fresh shop $5.00 shipping and 7% tax wherever the order goes', async () => {
    const admin = await t.admin()
    expect((await admin.from('shipping_rates').select('country, flat_rate, free_over')).data).toEqual([
      { country: '*', flat_rate: 5, free_over: null },
    ])
    expect((await admin.from('tax_rates').select('country, region, rate_percent')).data).toEqual([
      { country: '*', region: '', rate_percent: 7 },
    ])
    const p = await makeProduct({ price: 20, inventory_count: 50 })
    for (const address of [shipping, to('CA', 'QC'), to('FR', 'IDF')]) {
      const quote = await quoteOrder(t.anon, [{ product_id: p.id, quantity: 2 }], { shippingAddress: address })
      expect(quote.data).toMatchObject({ subtotal_price: 40, shipping_cost: 5, taxes: 2.8, total_price: 47.8 })
    }
    // A quote before the address is known prices with everywhere else's rates.
    const bare = await t.anon.rpc('quote_order', { p_items: [{ product_id: p.id, quantity: 1 }] }).single()
    expect(bare.data).toMatchObject({ shipping_cost: 5, taxes: 1.4, total_price: 26.4 })
  })

  it('prices by the most specific rate: state or province, then country, then everywhere else', async () => {
    const admin = await t.admin()
    expect(
      (await admin.from('shipping_rates').insert({ country: 'CA', flat_rate: 12.5, free_over: 100 })).error,
    ).toBeNull()
    expect(
      (
        await admin.from('tax_rates').insert([
          { country: 'CA', region: '', rate_percent: 5 },
          { country: 'CA', region: 'QC', rate_percent: 14.975 },
          { country: 'DE', region: '', rate_percent: 19 },
        ])
      ).error,
    ).toBeNull()
    const p = await makeProduct({ price: 30, inventory_count: 50 })
    const cart = [{ product_id: p.id, quantity: 2 }]
    const cases: [ReturnType<typeof to>, { shipping_cost: number; taxes: number; total_price: number }][] = [
      [to('CA', 'QC'), { shipping_cost: 12.5, taxes: 8.99, total_price: 81.49 }],
      [to('CA', 'ON'), { shipping_cost: 12.5, taxes: 3, total_price: 75.5 }],
      [to('DE', 'BE'), { shipping_cost: 5, taxes: 11.4, total_price: 76.4 }],
      [to('US', 'CO'), { shipping_cost: 5, taxes: 4.2, total_price: 69.2 }],
    ]
    for (const [address, expected] of cases) {
      const quote = await quoteOrder(t.anon, cart, { shippingAddress: address })
      expect(quote.data).toMatchObject(expected)
      const placed = await placeOrder(t.anon, cart, { shippingAddress: address })
      expect(placed.error).toBeNull()
      expect(placed.data).toMatchObject(expected)
    }
    // Free over the threshold: the goods after discounts decide (2 x 30 + 2 x 30 = 120 >= 100).
    const big = await quoteOrder(t.anon, [{ product_id: p.id, quantity: 4 }], { shippingAddress: to('CA', 'ON') })
    expect(big.data).toMatchObject({ subtotal_price: 120, shipping_cost: 0, taxes: 6, total_price: 126 })
  })

  it('leaves placed orders with what they were charged when the rates change', async () => {
    const admin = await t.admin()
    const p = await makeProduct({ price: 10, inventory_count: 50 })
    const placed = await placeOrder(t.anon, [{ product_id: p.id, quantity: 1 }], {
      shippingAddress: to('NZ', 'AUK'),
    })
    expect(placed.data).toMatchObject({ shipping_cost: 5, taxes: 0.7, total_price: 15.7 })
    expect((await admin.from('shipping_rates').insert({ country: 'NZ', flat_rate: 20 })).error).toBeNull()
    expect((await admin.from('tax_rates').insert({ country: 'NZ', rate_percent: 15 })).error).toBeNull()
    const { data } = await t.service
      .from('orders')
      .select('shipping_cost, taxes, total_price')
      .eq('id', placed.data!.id)
    expect(data).toEqual([{ shipping_cost: 5, taxes: 0.7, total_price: 15.7 }])
    const now = await quoteOrder(t.anon, [{ product_id: p.id, quantity: 1 }], { shippingAddress: to('NZ', 'AUK') })
    expect(now.data).toMatchObject({ shipping_cost: 20, taxes: 1.5, total_price: 31.5 })
  })

  it('lets only an admin read or write the rates, and never remove everywhere else', async () => {
    const customer = await t.newCustomer()
    const c = customer.client
    expect((await c.from('shipping_rates').select('*')).data).toEqual([])
    expect((await c.from('tax_rates').select('*')).data).toEqual([])
    expect((await c.from('shipping_rates').insert({ country: 'GB', flat_rate: 0 })).error?.code).toBe('42501')
    expect((await c.from('tax_rates').insert({ country: 'GB', rate_percent: 0 })).error?.code).toBe('42501')
    expect((await t.anon.from('shipping_rates').select('*')).error?.code).toBe('42501')
    await c.from('shipping_rates').update({ flat_rate: 0 }).eq('country', '*')
    await c.from('tax_rates').update({ rate_percent: 0 }).eq('country', '*')
    await c.from('tax_rates').delete().eq('country', 'DE')

    const admin = await t.admin()
    const rates = async () => ({
      shipping: (await t.service.from('shipping_rates').select('flat_rate').eq('country', '*').single()).data,
      tax: (await t.service.from('tax_rates').select('rate_percent').eq('country', '*').single()).data,
      de: (await t.service.from('tax_rates').select('rate_percent').eq('country', 'DE')).data,
    })
    expect(await rates()).toEqual({ shipping: { flat_rate: 5 }, tax: { rate_percent: 7 }, de: [{ rate_percent: 19 }] })

    // A typo cannot make a rate nobody's address matches, nor a state rate outside the US and Canada.
    expect((await admin.from('shipping_rates').insert({ country: 'gb', flat_rate: 3 })).error?.code).toBe('23514')
    expect((await admin.from('tax_rates').insert({ country: 'FR', region: 'IDF', rate_percent: 20 })).error?.code).toBe(
      '23514',
    )
    expect((await admin.from('tax_rates').insert({ country: 'DE', rate_percent: 101 })).error?.code).toBe('23514')

    const removed = await admin.from('shipping_rates').delete().eq('country', '*').select()
    expect(removed.data).toEqual([])
    expect((await admin.from('tax_rates').delete().eq('country', 'DE').select()).data).toHaveLength(1)
    const changed = await admin
      .from('shipping_rates')
      .update({ flat_rate: 6, free_over: 75 })
      .eq('country', '*')
      .select()
    expect(changed.data).toMatchObject([{ country: '*', flat_rate: 6, free_over: 75 }])
    expect(
      (await admin.from('shipping_rates').update({ flat_rate: 5, free_over: null }).eq('country', '*')).error,
    ).toBeNull()
    expect(await rates()).toEqual({ shipping: { flat_rate: 5 }, tax: { rate_percent: 7 }, de: [] })
  })
})
