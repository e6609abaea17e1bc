import { isRecord } from '@/lib/is-record'
import { checkoutDefaultValues, checkoutSchema, PAYMENT_METHODS, type CheckoutFormInput } from './checkout-schema'
import { STEP_FIELDS } from './checkout-steps'

/**
 * What the shopper typed at checkout, kept in sessionStorage (this tab, surviving a reload) until the
 * order is placed. Never the card number or the CVC: they are typed again after a reload.
 */
export const CHECKOUT_DRAFT_STORAGE_KEY = 'casabite:checkout-draft'
/** Bump with a migration in `readCheckoutDraft` whenever the stored shape changes; other versions are ignored. */
export const CHECKOUT_DRAFT_VERSION = 1

const NEVER_STORED: readonly string[] = ['cardNumber', 'cardCVV'] satisfies (keyof CheckoutFormInput)[]

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function defaultStorage(): DraftStorage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** The stored values that are known fields of the right type (corrupt or foreign storage gives none). */
export function readCheckoutDraft(storage: DraftStorage | null = defaultStorage()): Partial<CheckoutFormInput> {
  let stored: unknown
  try {
    stored = JSON.parse(storage?.getItem(CHECKOUT_DRAFT_STORAGE_KEY) ?? 'null')
  } catch {
    return {}
  }
  if (!isRecord(stored) || stored.version !== CHECKOUT_DRAFT_VERSION || !isRecord(stored.values)) return {}
  const values = stored.values
  const draft: Record<string, unknown> = {}
  for (const [name, fallback] of Object.entries(checkoutDefaultValues())) {
    const value = values[name]
    if (NEVER_STORED.includes(name) || typeof value !== typeof fallback) continue
    if (name === 'paymentMethod' && !PAYMENT_METHODS.includes(value as never)) continue
    draft[name] = value
  }
  return draft
}

export function saveCheckoutDraft(values: CheckoutFormInput, storage: DraftStorage | null = defaultStorage()): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !NEVER_STORED.includes(name)))
  try {
    storage?.setItem(CHECKOUT_DRAFT_STORAGE_KEY, JSON.stringify({ version: CHECKOUT_DRAFT_VERSION, values: kept }))
  } catch {
    // Full or disabled storage: a reload starts from an empty form, as before.
  }
}

export function clearCheckoutDraft(storage: DraftStorage | null = defaultStorage()): void {
  try {
    storage?.removeItem(CHECKOUT_DRAFT_STORAGE_KEY)
  } catch {
    // Nothing stored to clear.
  }
}

/** Whether these values pass the shipping step's checks: a restored draft that does may reopen the payment step. */
export function shippingStepComplete(values: CheckoutFormInput): boolean {
  const result = checkoutSchema.safeParse(values)
  if (result.success) return true
  const shippingFields: readonly string[] = STEP_FIELDS.shipping
  return !result.error.issues.some((issue) => shippingFields.includes(String(issue.path[0])))
}
