import { describe, expect, it } from 'vitest'
import {
  clampQuantity,
  defaultSizeOf,
  initialSizeOf,
  isOutOfStock,
  maxQuantityOf,
  parseSizes,
  sizeWeightGrams,
  stockOf,
  unitPriceCents,
  unitPricePer100gCents,
  type SizedProduct,
} from '@/lib/product-sizes'

const sizes = [
  { value: '50g', label: '50 g jar', price_modifier: -4, stock: 50 },
  { value: '100g', label: '100 g jar', price_modifier: 0, stock: 0 },
  { value: '250g', label: '250 g refill pouch', price_modifier: 13.5, stock: null },
]

const product = (overrides: Partial<SizedProduct> = {}): SizedProduct => ({
  id: '11111111-1111-4111-8111-111111111111',
  product_name: 'Tellicherry Peppercorns',
  product_slug: 'tellicherry-peppercorns',
  price: 11.5,
  main_image_url: null,
  inventory_count: 120,
  default_size: '100g',
  available_sizes: sizes,
  ...overrides,
})

describe('parseSizes', () => {
  it('reads value, label, modifier in cents and stock', () => {
    expect(parseSizes(sizes)).toEqual([
      { value: '50g', label: '50 g jar', priceModifierCents: -400, stock: 50 },
      { value: '100g', label: '100 g jar', priceModifierCents: 0, stock: 0 },
      { value: '250g', label: '250 g refill pouch', priceModifierCents: 1350, stock: null },
    ])
  })

  it('survives malformed jsonb', () => {
    expect(parseSizes(null)).toEqual([])
    expect(parseSizes('50g')).toEqual([])
    expect(parseSizes({ value: '50g' })).toEqual([])
    expect(
      parseSizes([null, 3, { label: 'no value' }, { value: '' }, { value: '1kg' }, { value: '1kg', label: 'dup' }]),
    ).toEqual([{ value: '1kg', label: '1kg', priceModifierCents: 0, stock: null }])
    expect(parseSizes([{ value: 'x', price_modifier: 'abc', stock: -5 }])).toEqual([
      { value: 'x', label: 'x', priceModifierCents: 0, stock: 0 },
    ])
    expect(parseSizes([{ value: 'x', price_modifier: '2.25', stock: '7' }])[0]).toMatchObject({
      priceModifierCents: 225,
      stock: 7,
    })
  })
})

describe('default size', () => {
  it('is default_size when it is on the list (even sold out: the card rule then says out of stock)', () => {
    expect(defaultSizeOf(product())?.value).toBe('100g')
  })

  it('else the first size in stock, else the first size, else none', () => {
    expect(defaultSizeOf(product({ default_size: null }))?.value).toBe('50g')
    expect(defaultSizeOf(product({ default_size: 'nope' }))?.value).toBe('50g')
    const allOut = [
      { value: 'a', stock: 0 },
      { value: 'b', stock: 0 },
    ]
    expect(defaultSizeOf(product({ default_size: null, available_sizes: allOut }))?.value).toBe('a')
    expect(defaultSizeOf(product({ available_sizes: [] }))).toBeNull()
  })

  it('the product page preselects only a size that can be bought', () => {
    expect(initialSizeOf(product())?.value).toBe('50g')
    expect(initialSizeOf(product({ default_size: '250g' }))?.value).toBe('250g')
    expect(initialSizeOf(product({ available_sizes: [{ value: 'a', stock: 0 }] }))).toBeNull()
  })
})

describe('stock', () => {
  const [small, medium, large] = parseSizes(sizes)

  it("is the size's own stock, else inventory_count, null meaning unlimited", () => {
    expect(stockOf(product(), small!)).toBe(50)
    expect(stockOf(product(), medium!)).toBe(0)
    expect(stockOf(product(), large!)).toBe(120)
    expect(stockOf(product({ inventory_count: null }), large!)).toBeNull()
    expect(stockOf(product({ inventory_count: null }), null)).toBeNull()
  })

  it('is out of stock at a size stock of 0, or an inventory_count of 0 or below for a size without stock', () => {
    expect(isOutOfStock(product(), medium!)).toBe(true)
    expect(isOutOfStock(product(), small!)).toBe(false)
    expect(isOutOfStock(product({ inventory_count: 0 }), large!)).toBe(true)
    expect(isOutOfStock(product({ inventory_count: -2 }), large!)).toBe(true)
    expect(isOutOfStock(product({ inventory_count: null }), large!)).toBe(false)
  })

  // place_order's rule (tests/db/stock.test.ts): inventory_count is the pool of the sizes without stock of their own.
  it("sells a size's own stock when the product's inventory_count is 0", () => {
    const soldOutPool = product({ inventory_count: 0 })
    expect(stockOf(soldOutPool, small!)).toBe(50)
    expect(isOutOfStock(soldOutPool, small!)).toBe(false)
    expect(maxQuantityOf(soldOutPool, small!)).toBe(50)
    expect(stockOf(soldOutPool, large!)).toBe(0)
    expect(initialSizeOf(soldOutPool)?.value).toBe('50g')
  })

  it('limits the quantity to the stock, at least 1, and 99 when unlimited', () => {
    expect(maxQuantityOf(product(), small!)).toBe(50)
    expect(maxQuantityOf(product(), medium!)).toBe(1)
    expect(maxQuantityOf(product({ inventory_count: null }), large!)).toBe(99)
  })
})

describe('prices', () => {
  const [small, , large] = parseSizes(sizes)

  it('unit price is price + modifier, in cents', () => {
    expect(unitPriceCents(product(), small!)).toBe(750)
    expect(unitPriceCents(product(), large!)).toBe(2500)
    expect(unitPriceCents(product({ price: '18.99' as unknown as number }), null)).toBe(1899)
    expect(unitPriceCents(product({ price: 1 }), small!)).toBe(0)
  })

  it('reads a weight from the size value', () => {
    expect(sizeWeightGrams('50g')).toBe(50)
    expect(sizeWeightGrams('1kg')).toBe(1000)
    expect(sizeWeightGrams('2.5 KG')).toBe(2500)
    expect(sizeWeightGrams('4oz')).toBeCloseTo(113.4, 1)
    expect(sizeWeightGrams('large')).toBeNull()
    expect(sizeWeightGrams('0g')).toBeNull()
  })

  it('gives the price per 100 g, rounded to the cent, when the size states its weight', () => {
    expect(unitPricePer100gCents(750, '50g')).toBe(1500)
    expect(unitPricePer100gCents(2500, '250g')).toBe(1000)
    expect(unitPricePer100gCents(3350, '1kg')).toBe(335)
    expect(unitPricePer100gCents(999, '30g')).toBe(3330)
    expect(unitPricePer100gCents(999, 'jar')).toBeNull()
  })
})

describe('clampQuantity', () => {
  it('keeps a stepper value within 1..max', () => {
    expect(clampQuantity(0, 5)).toBe(1)
    expect(clampQuantity(-4, 5)).toBe(1)
    expect(clampQuantity(9, 5)).toBe(5)
    expect(clampQuantity(2.7, 5)).toBe(2)
    expect(clampQuantity(Number.NaN, 5)).toBe(1)
    expect(clampQuantity(3, 0)).toBe(1)
  })
})
