import { describe, expect, it } from 'vitest'
import {
  isRefusedLine,
  OrderRequestError,
  parseLineRefusal,
  parsePricedLines,
  refusalProblem,
  toOrderItems,
  toOrderRequestError,
  type LineRefusal,
} from '@/features/checkout/lib/order-request'
import type { CartLine } from '@/stores/cart'

const PRODUCT = '6f1c2a1e-0b7e-4d55-9a39-0e3c1f1d2a10'

const line = (size: string | null, quantity = 1): CartLine => ({
  productId: PRODUCT,
  slug: 'fennel-seeds',
  name: 'Lucknow Fennel Seeds',
  imageUrl: null,
  size: size ? { value: size, label: size, priceModifier: 0 } : null,
  unitPriceCents: 595,
  quantity,
})

const refusalError = (details: unknown, message = '"Lucknow Fennel Seeds" (250 g refill pouch) is out of stock.') => ({
  message,
  code: 'P0001',
  details: JSON.stringify(details),
})

describe('toOrderItems', () => {
  it('sends ids, sizes and quantities, never prices', () => {
    expect(toOrderItems([line('250g', 2), line(null)])).toEqual([
      { product_id: PRODUCT, size: '250g', quantity: 2 },
      { product_id: PRODUCT, size: null, quantity: 1 },
    ])
  })
})

describe('parseLineRefusal', () => {
  it('reads the line the database names in details', () => {
    expect(
      parseLineRefusal(refusalError({ product_id: PRODUCT, size: '250g', reason: 'out_of_stock', available: 0 })),
    ).toEqual({
      productId: PRODUCT,
      size: '250g',
      reason: 'out_of_stock',
      available: 0,
      message: '"Lucknow Fennel Seeds" (250 g refill pouch) is out of stock.',
    })
  })

  it('is null for errors that do not name a line', () => {
    expect(parseLineRefusal({ message: 'Promo code BOGUS is not valid.', code: 'P0001', details: null })).toBeNull()
    expect(parseLineRefusal({ message: 'x', code: 'P0001', details: 'not json' })).toBeNull()
    expect(parseLineRefusal({ message: 'x', code: 'P0001', details: '{"product_id": 1, "reason": "x"}' })).toBeNull()
    expect(parseLineRefusal({ ...refusalError({ product_id: PRODUCT, reason: 'inactive' }), code: '42501' })).toBeNull()
  })
})

describe('refusalProblem', () => {
  const refusal = (reason: LineRefusal['reason'], available: number | null = null): LineRefusal => ({
    productId: PRODUCT,
    size: '250g',
    reason,
    available,
    message: '',
  })

  it('gives the cart its own flag for each reason', () => {
    expect(refusalProblem(refusal('unknown'))).toEqual({ kind: 'unavailable' })
    expect(refusalProblem(refusal('inactive'))).toEqual({ kind: 'unavailable' })
    expect(refusalProblem(refusal('size_required'))).toEqual({ kind: 'size-unavailable' })
    expect(refusalProblem(refusal('size_not_offered'))).toEqual({ kind: 'size-unavailable' })
    expect(refusalProblem(refusal('out_of_stock', 0))).toEqual({ kind: 'out-of-stock' })
    expect(refusalProblem(refusal('insufficient_stock', 3))).toEqual({ kind: 'low-stock', stock: 3 })
  })

  it('matches the refused line by product and size', () => {
    expect(isRefusedLine(refusal('out_of_stock'), line('250g'))).toBe(true)
    expect(isRefusedLine(refusal('out_of_stock'), line('100g'))).toBe(false)
    expect(isRefusedLine(null, line('250g'))).toBe(false)
  })
})

describe('toOrderRequestError', () => {
  it('calls a missing answer or a server failure unavailable (retry with the same key)', () => {
    expect(toOrderRequestError({ message: 'TypeError: Failed to fetch' }, 0).kind).toBe('unavailable')
    expect(toOrderRequestError({ message: 'Bad gateway' }, 502).kind).toBe('unavailable')
  })

  it('calls an answered no refused, with the line when there is one', () => {
    const error = toOrderRequestError(refusalError({ product_id: PRODUCT, size: '250g', reason: 'out_of_stock' }), 400)
    expect(error).toBeInstanceOf(OrderRequestError)
    expect(error.kind).toBe('refused')
    expect(error.refusal?.productId).toBe(PRODUCT)
    expect(toOrderRequestError({ message: 'Promo code X is not valid.', code: 'P0001' }, 400).refusal).toBeNull()
  })
})

describe('parsePricedLines', () => {
  it('reads products_ordered with numeric prices as cents', () => {
    expect(
      parsePricedLines([
        { product_id: PRODUCT, size_selected: '250g', quantity: 2, price_at_purchase: 12.45 },
        { product_id: PRODUCT, size_selected: null, quantity: 1, price_at_purchase: '5.95' },
        { nonsense: true },
      ]),
    ).toEqual([
      { productId: PRODUCT, size: '250g', quantity: 2, unitCents: 1245 },
      { productId: PRODUCT, size: null, quantity: 1, unitCents: 595 },
    ])
    expect(parsePricedLines(null)).toEqual([])
  })
})
