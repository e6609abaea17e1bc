import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../helpers/stack.ts'
import { orderHelpers } from '../helpers/orders.ts'

// The one stock rule, as src/lib/product-sizes.ts's stockOf states it (tests/unit/app/lib/product-sizes.test.ts):
// a size's own stock, else the product's inventory_count (null: unlimited).

let t: TestStack

const { makeProduct, productRow, placeOrder, quoteOrder } = orderHelpers(() => t)

beforeAll(async () => {
  t = await startTestStack()
})

afterAll(async () => {
  await t?.stop()
})

describe('stock of a size', () => {
  it("sells a size's own stock when the product's inventory_count is 0, and refuses the sizes that share it", async () => {
    const jar = await makeProduct({
      price: 6,
      sizes: [
        { value: '50g', label: '50 g jar', price_modifier: 0, stock: 3 },
        { value: '1kg', label: '1 kg bag', price_modifier: 20, stock: null },
      ],
      inventory_count: 0,
    })

    expect((await quoteOrder(t.anon, [{ product_id: jar.id, size: '50g', quantity: 3 }])).error).toBeNull()
    const placed = await placeOrder(t.client(), [{ product_id: jar.id, size: '50g', quantity: 2 }])
    expect(placed.error).toBeNull()

    const refused = await quoteOrder(t.anon, [{ product_id: jar.id, size: '1kg', quantity: 1 }])
    expect(refused.error?.message).toBe(`"${jar.product_name}" is out of stock.`)
    expect(JSON.parse(refused.error!.details)).toEqual({
      product_id: jar.id,
      size: '1kg',
      reason: 'out_of_stock',
      available: 0,
    })

    const row = await productRow(jar.id)
    expect(row.sizes.map((size) => size.stock)).toEqual([1, null])
    expect(row.inventory).toBe(0)
  })
})
