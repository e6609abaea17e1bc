import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ADD_TO_CART_DELAY_MS, useAddToCart } from '@/hooks/use-add-to-cart'
import type { SizedProduct } from '@/lib/product-sizes'
import { selectItemCount, useCartStore } from '@/stores/cart'
import { TOAST_DURATION, useToastStore } from '@/stores/toast'

const product = (overrides: Partial<SizedProduct> = {}): SizedProduct => ({
  id: '11111111-1111-4111-8111-111111111111',
  product_name: 'Smoked Pimentón',
  product_slug: 'smoked-pimenton',
  price: 9.75,
  main_image_url: '/images/products/smoked-pimenton.svg',
  inventory_count: 40,
  default_size: '100g',
  available_sizes: [
    { value: '50g', label: '50 g tin', price_modifier: -3, stock: 12 },
    { value: '100g', label: '100 g tin', price_modifier: 0, stock: null },
    { value: '250g', label: '250 g pouch', price_modifier: 8, stock: 0 },
  ],
  ...overrides,
})

const toasts = () => useToastStore.getState().queue
const lastToast = () => toasts()[toasts().length - 1]

beforeEach(() => {
  vi.useFakeTimers()
  useCartStore.setState({ items: [], adding: [] })
  useToastStore.getState().clear()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('useAddToCart', () => {
  it('waits 300 ms with the line marked as adding, then adds it and toasts with View Cart / Continue Shopping', async () => {
    const { result } = renderHook(() => useAddToCart())
    let done: Promise<boolean> | undefined
    act(() => {
      done = result.current.addToCart(product(), { size: '50g', quantity: 2 })
    })
    expect(result.current.isAdding(product().id, '50g')).toBe(true)
    expect(result.current.isAdding(product().id, '100g')).toBe(false)
    expect(useCartStore.getState().items).toEqual([])

    await act(async () => {
      await vi.advanceTimersByTimeAsync(ADD_TO_CART_DELAY_MS - 1)
    })
    expect(useCartStore.getState().items).toEqual([])
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    await expect(done).resolves.toBe(true)

    expect(result.current.isAdding(product().id, '50g')).toBe(false)
    expect(useCartStore.getState().items).toEqual([
      {
        productId: product().id,
        slug: 'smoked-pimenton',
        name: 'Smoked Pimentón',
        imageUrl: '/images/products/smoked-pimenton.svg',
        size: { value: '50g', label: '50 g tin', priceModifier: -300 },
        unitPriceCents: 675,
        quantity: 2,
      },
    ])
    expect(lastToast()).toMatchObject({
      title: 'Smoked Pimentón added to cart!',
      duration: TOAST_DURATION.default,
      actions: [{ label: 'View Cart', to: '/cart' }, { label: 'Continue Shopping' }],
    })
  })

  it('uses the default size, else the first available size', async () => {
    const { result } = renderHook(() => useAddToCart())
    await act(async () => {
      const done = result.current.addToCart(product())
      await vi.advanceTimersByTimeAsync(ADD_TO_CART_DELAY_MS)
      await done
    })
    await act(async () => {
      const done = result.current.addToCart(product({ default_size: null }))
      await vi.advanceTimersByTimeAsync(ADD_TO_CART_DELAY_MS)
      await done
    })
    expect(useCartStore.getState().items.map((l) => [l.size?.value, l.quantity])).toEqual([
      ['100g', 1],
      ['50g', 1],
    ])
  })

  it('merges a second add of the same line', async () => {
    const { result } = renderHook(() => useAddToCart())
    for (const quantity of [1, 3]) {
      await act(async () => {
        const done = result.current.addToCart(product(), { quantity })
        await vi.advanceTimersByTimeAsync(ADD_TO_CART_DELAY_MS)
        await done
      })
    }
    expect(useCartStore.getState().items).toHaveLength(1)
    expect(selectItemCount(useCartStore.getState())).toBe(4)
  })

  describe('caps a line at the stock of its size, counting what the cart already holds', () => {
    const eightInStock = () =>
      product({ available_sizes: [{ value: '50g', label: '50 g tin', price_modifier: 0, stock: 8 }] })
    const add = async (item: SizedProduct, quantity: number) => {
      const { result } = renderHook(() => useAddToCart())
      let added = false
      await act(async () => {
        const done = result.current.addToCart(item, { size: '50g', quantity })
        await vi.advanceTimersByTimeAsync(ADD_TO_CART_DELAY_MS)
        added = await done
      })
      return added
    }

    it('8 and then 5 of a size with 8 in stock leaves 8, and says so', async () => {
      expect(await add(eightInStock(), 8)).toBe(true)
      expect(await add(eightInStock(), 5)).toBe(false)
      expect(useCartStore.getState().items.map((l) => l.quantity)).toEqual([8])
      expect(lastToast()).toMatchObject({
        title: 'Stock Limit Reached',
        description: 'Only 8 in stock, and all 8 are already in your cart.',
        variant: 'destructive',
      })
    })

    it('6 and then 5 adds the 2 that are left, and says the cart now holds them all', async () => {
      await add(eightInStock(), 6)
      expect(await add(eightInStock(), 5)).toBe(true)
      expect(useCartStore.getState().items.map((l) => l.quantity)).toEqual([8])
      expect(lastToast()).toMatchObject({
        title: 'Smoked Pimentón added to cart!',
        description: 'Only 8 in stock: 2 × 50 g tin added, all 8 are in your cart.',
      })
    })
  })

  it('ignores a second click while the line is still being added', async () => {
    const { result } = renderHook(() => useAddToCart())
    await act(async () => {
      const first = result.current.addToCart(product())
      const second = result.current.addToCart(product())
      await vi.advanceTimersByTimeAsync(ADD_TO_CART_DELAY_MS)
      expect(await first).toBe(true)
      expect(await second).toBe(false)
    })
    expect(selectItemCount(useCartStore.getState())).toBe(1)
  })

  it('says "No available size for this product." when there is no size', async () => {
    const { result } = renderHook(() => useAddToCart())
    await act(async () => {
      expect(await result.current.addToCart(product({ available_sizes: [] }))).toBe(false)
    })
    expect(lastToast()).toMatchObject({
      title: 'Error',
      description: 'No available size for this product.',
      variant: 'destructive',
    })
    expect(useCartStore.getState().items).toEqual([])
  })

  it.each([
    ['the chosen size has stock 0', product(), '250g'],
    ['inventory_count is 0', product({ inventory_count: 0 }), '100g'],
    ['inventory_count is below 0', product({ inventory_count: -1 }), undefined],
  ])('says "Out of Stock" when %s', async (_case, item, size) => {
    const { result } = renderHook(() => useAddToCart())
    await act(async () => {
      expect(await result.current.addToCart(item, { size })).toBe(false)
    })
    expect(lastToast()).toMatchObject({
      title: 'Out of Stock',
      description: 'This product is currently out of stock.',
    })
    expect(useCartStore.getState().items).toEqual([])
  })
})
