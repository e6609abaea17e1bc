/**
 * One idempotency key per checkout attempt. `place_order` returns the first order for a key it has
 * seen, so a double click, a retry after a lost response or a reload never makes a second order. The
 * key lives in sessionStorage (this tab, surviving reloads) until the order is confirmed. The checkout
 * function keeps one payment per key, so a retry never charges the card a second time either.
 */
export const CHECKOUT_KEY_STORAGE_KEY = 'casabite:checkout-key:v1'

/** What place_order accepts: 8 to 100 characters (ours are UUIDs). */
const VALID_KEY = /^[A-Za-z0-9_-]{8,100}$/

type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

// When storage is unavailable (disabled, or throwing in a private window), the key lives as long as the page.
let keyInMemory: string | null = null

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

/** Ends the attempt once its order is confirmed: the next checkout gets a new key. */
export function clearCheckoutKey(storage: KeyStorage | null = defaultStorage()): void {
  keyInMemory = null
  try {
    storage?.removeItem(CHECKOUT_KEY_STORAGE_KEY)
  } catch {
    // Nothing stored to clear.
  }
}
