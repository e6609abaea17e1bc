import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearCheckoutKey, readCheckoutCharge, saveCheckoutCharge } from '@/features/checkout/lib/idempotency-key'
import {
  CARD_DECLINED,
  chargeOncePerKey,
  createSimulatedPaymentGateway,
  SIMULATED_PAYMENT,
  TEST_CARDS,
} from '@/features/checkout/lib/payment'

const noWait = () => Promise.resolve()
/** A random source that fails the test if the gateway draws from it. */
const neverDrawn = () => {
  throw new Error('random was drawn')
}

describe('simulated payment gateway', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('uses the spec figures: 1.5 s and about 95% success', () => {
    expect(SIMULATED_PAYMENT).toEqual({ delayMs: 1500, successRate: 0.95 })
  })

  it('always accepts 4242 4242 4242 4242 and always declines 4000 0000 0000 0002, without chance', async () => {
    const gateway = createSimulatedPaymentGateway({ wait: noWait, random: neverDrawn, createReference: () => 'sim_1' })
    for (const cardNumber of [TEST_CARDS.succeeds, '4242 4242 4242 4242']) {
      await expect(gateway.charge({ cardNumber, amountCents: 1899 })).resolves.toEqual({ ok: true, reference: 'sim_1' })
    }
    for (const cardNumber of [TEST_CARDS.declines, '4000 0000 0000 0002']) {
      await expect(gateway.charge({ cardNumber, amountCents: 1899 })).resolves.toEqual({
        ok: false,
        reason: CARD_DECLINED,
      })
    }
    expect(CARD_DECLINED).toBe('Your card was declined.')
  })

  it('succeeds for other cards when the draw falls below the success rate', async () => {
    const draws = [0, 0.9499, 0.95, 0.999]
    const gateway = createSimulatedPaymentGateway({
      wait: noWait,
      random: () => draws.shift()!,
      createReference: () => 'sim_2',
    })
    const results = []
    for (let i = 0; i < 4; i++) results.push(await gateway.charge({ cardNumber: '5555555555554444', amountCents: 500 }))
    expect(results).toEqual([
      { ok: true, reference: 'sim_2' },
      { ok: true, reference: 'sim_2' },
      { ok: false, reason: CARD_DECLINED },
      { ok: false, reason: CARD_DECLINED },
    ])
  })

  it('takes an injected success rate', async () => {
    const always = createSimulatedPaymentGateway({ wait: noWait, successRate: 1, random: () => 0.999 })
    const never = createSimulatedPaymentGateway({ wait: noWait, successRate: 0, random: () => 0 })
    await expect(always.charge({ cardNumber: '4111111111111111', amountCents: 100 })).resolves.toMatchObject({
      ok: true,
    })
    await expect(never.charge({ cardNumber: '4111111111111111', amountCents: 100 })).resolves.toMatchObject({
      ok: false,
    })
  })

  it('answers after 1.5 seconds', async () => {
    vi.useFakeTimers()
    const gateway = createSimulatedPaymentGateway()
    let result: unknown
    void gateway.charge({ cardNumber: TEST_CARDS.succeeds, amountCents: 1899 }).then((r) => (result = r))
    await vi.advanceTimersByTimeAsync(1499)
    expect(result).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(result).toMatchObject({ ok: true })
  })

  it('waits the injected delay', async () => {
    const wait = vi.fn(noWait)
    await createSimulatedPaymentGateway({ wait, delayMs: 20 }).charge({
      cardNumber: TEST_CARDS.declines,
      amountCents: 1,
    })
    expect(wait).toHaveBeenCalledExactlyOnceWith(20)
  })

  it('gives each success its own reference by default', async () => {
    const gateway = createSimulatedPaymentGateway({ wait: noWait })
    const first = await gateway.charge({ cardNumber: TEST_CARDS.succeeds, amountCents: 1899 })
    const second = await gateway.charge({ cardNumber: TEST_CARDS.succeeds, amountCents: 1899 })
    expect(first.ok && first.reference).toMatch(/^sim_[0-9a-f]{32}$/)
    expect(second.ok && second.reference).not.toBe(first.ok && first.reference)
  })

  it.each([0, -100, 18.99, Number.NaN])('refuses to charge %s cents', async (amountCents) => {
    const gateway = createSimulatedPaymentGateway({ wait: noWait })
    await expect(gateway.charge({ cardNumber: TEST_CARDS.succeeds, amountCents })).rejects.toThrow(RangeError)
  })
})

describe('charging each checkout attempt once', () => {
  afterEach(() => {
    clearCheckoutKey()
  })

  /** The simulated gateway, counting the charges that reach it, behind the once-per-key record in sessionStorage. */
  function countingGateway() {
    const inner = createSimulatedPaymentGateway({ wait: noWait, random: neverDrawn })
    const charge = vi.spyOn(inner, 'charge')
    const gateway = chargeOncePerKey(inner, { read: readCheckoutCharge, save: saveCheckoutCharge })
    return { gateway, charge }
  }

  it('gives a retry of the same attempt its first charge back, without charging the card again', async () => {
    const { gateway, charge } = countingGateway()
    const request = { cardNumber: TEST_CARDS.succeeds, amountCents: 1773, idempotencyKey: 'attempt-key-0001' }
    const first = await gateway.charge(request)
    expect(first).toMatchObject({ ok: true })
    expect(readCheckoutCharge('attempt-key-0001')).toEqual({
      idempotencyKey: 'attempt-key-0001',
      amountCents: 1773,
      reference: first.ok && first.reference,
    })
    // Even with other card details typed meanwhile: this attempt is paid.
    await expect(gateway.charge({ ...request, cardNumber: '5555555555554444' })).resolves.toEqual(first)
    expect(charge).toHaveBeenCalledTimes(1)
  })

  it('does not record a decline: other card details are a new try', async () => {
    const { gateway, charge } = countingGateway()
    const request = { cardNumber: TEST_CARDS.declines, amountCents: 1773, idempotencyKey: 'attempt-key-0001' }
    await expect(gateway.charge(request)).resolves.toEqual({ ok: false, reason: CARD_DECLINED })
    expect(readCheckoutCharge('attempt-key-0001')).toBeNull()
    await expect(gateway.charge(request)).resolves.toEqual({ ok: false, reason: CARD_DECLINED })
    await expect(gateway.charge({ ...request, cardNumber: TEST_CARDS.succeeds })).resolves.toMatchObject({ ok: true })
    expect(charge).toHaveBeenCalledTimes(3)
  })

  it('charges anew for another attempt, a changed amount, or a request without a key', async () => {
    const { gateway, charge } = countingGateway()
    const request = { cardNumber: TEST_CARDS.succeeds, amountCents: 1773, idempotencyKey: 'attempt-key-0001' }
    await gateway.charge(request)
    await gateway.charge({ ...request, idempotencyKey: 'attempt-key-0002' })
    await gateway.charge({ ...request, idempotencyKey: 'attempt-key-0002', amountCents: 1200 })
    await gateway.charge({ cardNumber: TEST_CARDS.succeeds, amountCents: 1773 })
    await gateway.charge({ cardNumber: TEST_CARDS.succeeds, amountCents: 1773 })
    expect(charge).toHaveBeenCalledTimes(5)
  })

  it('charges again once the attempt has ended (its order confirmed)', async () => {
    const { gateway, charge } = countingGateway()
    const request = { cardNumber: TEST_CARDS.succeeds, amountCents: 1773, idempotencyKey: 'attempt-key-0001' }
    await gateway.charge(request)
    clearCheckoutKey()
    await gateway.charge(request)
    expect(charge).toHaveBeenCalledTimes(2)
  })
})
