import type { Cents } from '@/lib/money'
import { compactCardNumber } from './card'

export interface ChargeRequest {
  /** As typed or as the schema gives it; spaces are ignored. */
  cardNumber: string
  amountCents: Cents
  /** The checkout attempt's key, for a gateway that deduplicates retried charges. */
  idempotencyKey?: string
}

export type ChargeResult = { ok: true; reference: string } | { ok: false; reason: string }

/** The one seam between checkout and whatever takes the money. */
export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>
}

/** Stripe's test cards, so the simulation can be steered: one always succeeds, one is always declined. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declines: '4000000000000002',
} as const

export const CARD_DECLINED = 'Your card was declined.'

/** The spec's simulated payment: 1.5 s, about 95% success. */
export const SIMULATED_PAYMENT = { delayMs: 1500, successRate: 0.95 } as const

export interface SimulatedGatewayOptions {
  delayMs?: number
  /** Chance of success for any other card, from 0 to 1. */
  successRate?: number
  /** A number in [0, 1); success when it falls below the success rate. */
  random?: () => number
  wait?: (ms: number) => Promise<void>
  createReference?: () => string
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

const simulatedReference = () => `sim_${crypto.randomUUID().replace(/-/g, '')}`

/**
 * The simulated gateway (no card provider is called). It waits, then succeeds for the success test
 * card, declines the decline test card, and otherwise succeeds at the success rate.
 */
export function createSimulatedPaymentGateway({
  delayMs = SIMULATED_PAYMENT.delayMs,
  successRate = SIMULATED_PAYMENT.successRate,
  random = Math.random,
  wait = sleep,
  createReference = simulatedReference,
}: SimulatedGatewayOptions = {}): PaymentGateway {
  return {
    async charge({ cardNumber, amountCents }) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new RangeError(`A charge needs a positive whole number of cents, got ${amountCents}`)
      }
      await wait(delayMs)
      const card = compactCardNumber(cardNumber)
      const succeeds = card === TEST_CARDS.succeeds || (card !== TEST_CARDS.declines && random() < successRate)
      return succeeds ? { ok: true, reference: createReference() } : { ok: false, reason: CARD_DECLINED }
    },
  }
}

/** A successful charge of a checkout attempt, under the attempt's key. */
export interface CheckoutCharge {
  idempotencyKey: string
  amountCents: number
  reference: string
}

/** Where an attempt's successful charge is kept (lib/idempotency-key.ts keeps it in sessionStorage). */
export interface ChargeRecord {
  read(idempotencyKey: string): CheckoutCharge | null
  save(charge: CheckoutCharge): void
}

/**
 * A gateway that charges each checkout attempt once. A successful charge is recorded under the request's
 * idempotency key; a later request with that key and amount (a retry after the order service failed) gets
 * the recorded charge back and the card is not charged again. A decline is not a charge and is not
 * recorded, so other card details can be tried; a changed amount (the cart or a discount changed since) is
 * a new payment.
 */
export function chargeOncePerKey(gateway: PaymentGateway, record: ChargeRecord): PaymentGateway {
  return {
    async charge(request) {
      const { idempotencyKey, amountCents } = request
      if (idempotencyKey === undefined) return gateway.charge(request)
      const charged = record.read(idempotencyKey)
      if (charged?.amountCents === amountCents) return { ok: true, reference: charged.reference }
      const result = await gateway.charge(request)
      if (result.ok) record.save({ idempotencyKey, amountCents, reference: result.reference })
      return result
    },
  }
}
