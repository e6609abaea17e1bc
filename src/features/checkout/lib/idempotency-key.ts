import { isRecord } from '@/lib/is-record'
import type { CheckoutCharge } from './payment'

/**
 * One idempotency key per checkout attempt. `place_order` returns the first order for a key it has
 * seen, so a double click, a retry after a lost response or a reload never makes a second order. The
 * key lives in sessionStorage (this tab, surviving reloads) until the order is confirmed, and with it
 * the attempt's successful charge, so that a retry never charges the card a second time.
 */
export const CHECKOUT_KEY_STORAGE_KEY = 'casabite:checkout-key:v1'
export const CHECKOUT_CHARGE_STORAGE_KEY = 'casabite:checkout-charge:v1'

/** What place_order accepts: 8 to 100 characters (ours are UUIDs). */
const VALID_KEY = /^[A-Za-z0-9_-]{8,100}$/

type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

// When storage is unavailable (disabled, or throwing in a private window), the key lives as long as the page.
let keyInMemory: string | null = null
let chargeInMemory: CheckoutCharge | null = null

function defaultStorage(): KeyStorage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

function read(storage: KeyStorage | null): string | null {
  try {
    const stored = storage?.getItem(CHECKOUT_KEY_STORAGE_KEY) ?? null
    return stored !== null && VALID_KEY.test(stored) ? stored : null
  } catch {
    return null
  }
}

/** The current attempt's key, made and saved on first use. */
export function getOrCreateCheckoutKey(
  storage: KeyStorage | null = defaultStorage(),
  createKey: () => string = () => crypto.randomUUID(),
): string {
  const existing = read(storage) ?? keyInMemory
  if (existing !== null) {
    keyInMemory = existing
    return existing
  }
  const key = createKey()
  if (!VALID_KEY.test(key)) throw new RangeError(`Not a usable checkout key: ${JSON.stringify(key)}`)
  keyInMemory = key
  try {
    storage?.setItem(CHECKOUT_KEY_STORAGE_KEY, key)
  } catch {
    // Kept in memory only; a reload starts a new attempt.
  }
  return key
}

const isCharge = (value: unknown): value is CheckoutCharge =>
  isRecord(value) &&
  typeof value.idempotencyKey === 'string' &&
  Number.isInteger(value.amountCents) &&
  typeof value.reference === 'string'

/** The successful charge recorded for the attempt `idempotencyKey`, if any. */
export function readCheckoutCharge(
  idempotencyKey: string,
  storage: KeyStorage | null = defaultStorage(),
): CheckoutCharge | null {
  let charge = chargeInMemory
  try {
    const stored = storage?.getItem(CHECKOUT_CHARGE_STORAGE_KEY)
    if (stored) {
      const parsed: unknown = JSON.parse(stored)
      if (isCharge(parsed)) charge = parsed
    }
  } catch {
    // Unreadable: the one in memory, if any, stands.
  }
  return charge?.idempotencyKey === idempotencyKey ? charge : null
}

/** Records the attempt's successful charge (one per tab: a new attempt's replaces it). */
export function saveCheckoutCharge(charge: CheckoutCharge, storage: KeyStorage | null = defaultStorage()): void {
  chargeInMemory = charge
  try {
    storage?.setItem(CHECKOUT_CHARGE_STORAGE_KEY, JSON.stringify(charge))
  } catch {
    // Kept in memory only.
  }
}

/** Ends the attempt once its order is confirmed: the next checkout gets a new key, and charges anew. */
export function clearCheckoutKey(storage: KeyStorage | null = defaultStorage()): void {
  keyInMemory = null
  chargeInMemory = null
  try {
    storage?.removeItem(CHECKOUT_KEY_STORAGE_KEY)
    storage?.removeItem(CHECKOUT_CHARGE_STORAGE_KEY)
  } catch {
    // Nothing stored to clear.
  }
}
