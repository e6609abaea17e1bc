import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CART_STORAGE_KEY,
  CART_STORAGE_VERSION,
  sanitizeLines,
  selectItemCount,
  selectSubtotalCents,
  useCartStore,
  type NewCartLine,
} from '@/stores/cart'

const saffron: NewCartLine = {
  productId: '11111111-1111-4111-8111-111111111111',
  slug: 'kashmiri-saffron',
  name: 'Kashmiri Saffron',
  imageUrl: '/images/products/kashmiri-saffron.svg',
  size: { value: '1g', label: '1 g tin', priceModifier: 0 },
  unitPriceCents: 1899,
}
const saffronLarge: NewCartLine = {
  ...saffron,
  size: { value: '5g', label: '5 g tin', priceModifier: 6000 },
  unitPriceCents: 7899,
}
const pepper: NewCartLine = {
  productId: '22222222-2222-4222-8222-222222222222',
  slug: 'tellicherry-peppercorns',
  name: 'Tellicherry Peppercorns',
  imageUrl: null,
  size: null,
  unitPriceCents: 1150,
}

const state = () => useCartStore.getState()
const saved = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as unknown

beforeEach(() => {
  localStorage.clear()
  useCartStore.setState({ items: [], adding: [] })
})

describe('cart store', () => {
  it('appends a new line and merges the same product and size by adding quantities', () => {
    state().addItem(saffron, 2)
    state().addItem(saffron, 3)
    expect(state().items).toEqual([{ ...saffron, quantity: 5 }])
  })

  it('keeps one line per product id + size value', () => {
    state().addItem(saffron)
    state().addItem(saffronLarge)
    state().addItem(pepper)
    expect(state().items.map((l) => [l.productId, l.size?.value ?? null, l.quantity])).toEqual([
      [saffron.productId, '1g', 1],
      [saffron.productId, '5g', 1],
      [pepper.productId, null, 1],
    ])
  })

  it('counts items as the sum of quantities and the subtotal in cents', () => {
    state().addItem(saffron, 2)
    state().addItem(pepper, 3)
    expect(selectItemCount(state())).toBe(5)
    expect(selectSubtotalCents(state())).toBe(2 * 1899 + 3 * 1150)
  })

  it('ignores quantities below 1 or not whole, and caps a line at 99', () => {
    state().addItem(saffron, 0)
    state().addItem(saffron, 1.5)
    expect(state().items).toEqual([])
    state().addItem(saffron, 2)
    state().setQuantity(saffron.productId, '1g', 0)
    state().setQuantity(saffron.productId, '1g', -3)
    expect(state().items[0]!.quantity).toBe(2)
    state().setQuantity(saffron.productId, '1g', 7)
    expect(state().items[0]!.quantity).toBe(7)
    state().addItem(saffron, 500)
    expect(state().items[0]!.quantity).toBe(99)
  })

  it('changes and removes only the line with the given id and size', () => {
    state().addItem(saffron)
    state().addItem(saffronLarge)
    state().setQuantity(saffron.productId, '5g', 4)
    expect(state().items.map((l) => l.quantity)).toEqual([1, 4])
    state().removeItem(saffron.productId, '1g')
    expect(state().items).toEqual([{ ...saffronLarge, quantity: 4 }])
  })

  it('clears the cart', () => {
    state().addItem(saffron)
    state().addItem(pepper)
    state().clear()
    expect(state().items).toEqual([])
    expect(saved()).toEqual({ state: { items: [] }, version: CART_STORAGE_VERSION })
  })
})

describe('cart persistence', () => {
  it('saves the lines (not the adding flags) under one key with a version, and loads them back', async () => {
    state().addItem(saffron, 2)
    state().setAdding('x', true)
    expect(saved()).toEqual({ state: { items: [{ ...saffron, quantity: 2 }] }, version: CART_STORAGE_VERSION })

    useCartStore.setState({ items: [] }, false)
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ state: { items: [{ ...pepper, quantity: 4 }] }, version: CART_STORAGE_VERSION }),
    )
    await useCartStore.persist.rehydrate()
    expect(state().items).toEqual([{ ...pepper, quantity: 4 }])
  })

  it('migrates the version 0 shape (the product columns with selectedSize and selectedSizeDetails)', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        state: {
          items: [
            {
              id: saffron.productId,
              product_slug: 'kashmiri-saffron',
              product_name: 'Kashmiri Saffron',
              main_image_url: null,
              price: '18.99',
              quantity: 2,
              selectedSize: '5g',
              selectedSizeDetails: { label: '5 g tin', price_modifier: 60 },
            },
          ],
        },
        version: 0,
      }),
    )
    await useCartStore.persist.rehydrate()
    expect(state().items).toEqual([{ ...saffronLarge, imageUrl: null, quantity: 2 }])
    // The migrated cart is written back in the current shape.
    expect(saved()).toMatchObject({ version: CART_STORAGE_VERSION })
  })

  it('gives an empty cart for an unparseable value, and only logs', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    state().addItem(saffron)
    localStorage.setItem(CART_STORAGE_KEY, '{not json')
    await useCartStore.persist.rehydrate()
    expect(state().items).toEqual([])
    expect(log).toHaveBeenCalled()
    log.mockRestore()
  })

  it('drops malformed lines and keeps the good ones', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        state: { items: [{ ...pepper, quantity: 2 }, { productId: 5 }, 'junk', { ...pepper, quantity: -1 }, null] },
        version: CART_STORAGE_VERSION,
      }),
    )
    await useCartStore.persist.rehydrate()
    expect(state().items).toEqual([{ ...pepper, quantity: 2 }])
  })

  it.each([['"a string"'], ['42'], ['null'], ['{"state":null,"version":1}'], ['{"version":9,"state":{"items":"x"}}']])(
    'treats %s as an empty cart',
    async (value) => {
      useCartStore.setState({ items: [{ ...pepper, quantity: 1 }] })
      localStorage.setItem(CART_STORAGE_KEY, value)
      await useCartStore.persist.rehydrate()
      expect(state().items).toEqual([])
    },
  )

  it('keeps working in memory when storage refuses writes', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(() => state().addItem(saffron)).not.toThrow()
    expect(state().items).toHaveLength(1)
    expect(log).toHaveBeenCalled()
    setItem.mockRestore()
    log.mockRestore()
  })

  it('merges duplicate lines found in storage', () => {
    expect(
      sanitizeLines([
        { ...pepper, quantity: 2 },
        { ...pepper, quantity: 3 },
      ]),
    ).toEqual([{ ...pepper, quantity: 5 }])
  })
})
