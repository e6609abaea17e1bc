import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CHECKOUT_KEY_STORAGE_KEY,
  clearCheckoutKey,
  getOrCreateCheckoutKey,
} from '@/features/checkout/lib/idempotency-key'

/** Storage whose every call throws, as in a browser with storage blocked. */
const brokenStorage = {
  getItem: () => {
    throw new Error('blocked')
  },
  setItem: () => {
    throw new Error('blocked')
  },
  removeItem: () => {
    throw new Error('blocked')
  },
}

describe('checkout idempotency key', () => {
  afterEach(() => {
    clearCheckoutKey()
  })

  it('has a versioned storage key', () => {
    expect(CHECKOUT_KEY_STORAGE_KEY).toBe('casabite:checkout-key:v1')
  })

  it('makes one key per attempt, kept in sessionStorage', () => {
    const key = getOrCreateCheckoutKey()
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(sessionStorage.getItem(CHECKOUT_KEY_STORAGE_KEY)).toBe(key)
    expect(getOrCreateCheckoutKey()).toBe(key)
  })

  it('keeps the key across a reload of the page (what sessionStorage holds)', () => {
    sessionStorage.setItem(CHECKOUT_KEY_STORAGE_KEY, 'saved-key-1234')
    const createKey = vi.fn(() => 'never-used-key')
    expect(getOrCreateCheckoutKey(sessionStorage, createKey)).toBe('saved-key-1234')
    expect(createKey).not.toHaveBeenCalled()
  })

  it('starts a new attempt once the order is confirmed', () => {
    const first = getOrCreateCheckoutKey()
    clearCheckoutKey()
    expect(sessionStorage.getItem(CHECKOUT_KEY_STORAGE_KEY)).toBeNull()
    const second = getOrCreateCheckoutKey()
    expect(second).not.toBe(first)
  })

  it.each(['', 'short', 'has spaces in it', 'x'.repeat(101)])(
    'replaces a stored value place_order would refuse: %j',
    (stored) => {
      sessionStorage.setItem(CHECKOUT_KEY_STORAGE_KEY, stored)
      expect(getOrCreateCheckoutKey(sessionStorage, () => 'fresh-key-5678')).toBe('fresh-key-5678')
      expect(sessionStorage.getItem(CHECKOUT_KEY_STORAGE_KEY)).toBe('fresh-key-5678')
    },
  )

  it('keeps the key in memory for the page when storage is blocked', () => {
    const createKey = vi.fn(() => 'memory-key-0001')
    expect(getOrCreateCheckoutKey(brokenStorage, createKey)).toBe('memory-key-0001')
    expect(getOrCreateCheckoutKey(brokenStorage, createKey)).toBe('memory-key-0001')
    expect(createKey).toHaveBeenCalledTimes(1)
    clearCheckoutKey(brokenStorage)
    expect(getOrCreateCheckoutKey(brokenStorage, () => 'memory-key-0002')).toBe('memory-key-0002')
  })

  it('works without any storage', () => {
    expect(getOrCreateCheckoutKey(null, () => 'no-storage-key')).toBe('no-storage-key')
    expect(getOrCreateCheckoutKey(null)).toBe('no-storage-key')
  })

  it('refuses to make a key place_order would refuse', () => {
    expect(() => getOrCreateCheckoutKey(sessionStorage, () => 'short')).toThrow(RangeError)
    expect(sessionStorage.getItem(CHECKOUT_KEY_STORAGE_KEY)).toBeNull()
  })
})
