// The seam where a card processor plugs in. The checkout function charges through a PaymentProvider
// and records what it answers; nothing else in the shop knows which processor takes the money.
import { compactCardNumber, detectCardBrand } from './card.ts'

export interface CardDetails {
  /** As typed; spaces are ignored. Never stored, logged or returned. */
  number: string
  /** MM/YY */
  expiry: string
  cvc: string
}

export interface ChargeRequest {
  amountCents: number
  currency: string
  card: CardDetails
  /** The checkout attempt's key: a processor that deduplicates retried charges uses it. */
  idempotencyKey: string
}

export type ChargeResult =
  | { ok: true; reference: string; brand: string | null; last4: string }
  | { ok: false; code: string; message: string; brand: string | null; last4: string }

export interface PaymentProvider {
  /** Its name as payments.provider records it. */
  readonly name: string
  charge(request: ChargeRequest): Promise<ChargeResult>
  /**
   * Gives a successful charge back in full (an order that could not be placed, or was cancelled).
   * `idempotencyKey` names the refund: a processor that deduplicates refunds it only once.
   */
  refund(reference: string, amountCents: number, idempotencyKey?: string): Promise<void>
}

/** Stripe's test cards and what Stripe answers for them (code and message). */
export const TEST_CARD_OUTCOMES: Readonly<Record<string, { code: string; message: string }>> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
}

/** The spec's simulated payment takes 1.5 s: the round trip a real processor would take. */
export const SIMULATED_DELAY_MS = 1500

/** The test card that always succeeds. */
export const SUCCEEDING_TEST_CARD = '4242424242424242'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * The simulated processor of the spec, deterministic: Stripe's decline test cards decline as Stripe
 * does, every other valid number succeeds (4242 4242 4242 4242 among them). `delayMs` stands for the
 * processor's round trip.
 */
export function createSimulatedProvider({ delayMs = 0 }: { delayMs?: number } = {}): PaymentProvider {
  return {
    name: 'simulated',
    async charge({ amountCents, card }) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new RangeError(`A charge needs a positive whole number of cents, got ${amountCents}`)
      }
      if (delayMs > 0) await sleep(delayMs)
      const number = compactCardNumber(card.number)
      const brand = detectCardBrand(number)
      const last4 = number.slice(-4)
      const outcome = TEST_CARD_OUTCOMES[number]
      if (outcome) return { ok: false, ...outcome, brand, last4 }
      return { ok: true, reference: `sim_${crypto.randomUUID().replace(/-/g, '')}`, brand, last4 }
    },
    async refund() {
      if (delayMs > 0) await sleep(delayMs)
    },
  }
}
