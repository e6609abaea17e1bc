import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  clearCheckoutKey,
  getOrCreateCheckoutKey,
  readCheckoutCharge,
  saveCheckoutCharge,
} from '@/features/checkout/lib/idempotency-key'
import { attemptOrder } from '@/features/checkout/lib/order-attempt'
import { OrderRequestError } from '@/features/checkout/lib/order-request'
import {
  CARD_DECLINED,
  chargeOncePerKey,
  createSimulatedPaymentGateway,
  TEST_CARDS,
} from '@/features/checkout/lib/payment'

/** The checkout's gateway (the simulation behind the once-per-key record), counting the charges that reach the card. */
function checkoutGateway() {
  const simulated = createSimulatedPaymentGateway({ wait: () => Promise.resolve() })
  const cardCharges = vi.spyOn(simulated, 'charge')
  return { gateway: chargeOncePerKey(simulated, { read: readCheckoutCharge, save: saveCheckoutCharge }), cardCharges }
}

const quote = () => Promise.resolve({ totalCents: 1773 })
const networkFailure = () => new OrderRequestError('TypeError: Failed to fetch', 'unavailable')

describe('placing an order: quote, charge, order', () => {
  afterEach(() => {
    clearCheckoutKey()
  })

  it('after the order service failed, trying again goes straight to the order under the same key', async () => {
    const { gateway, cardCharges } = checkoutGateway()
    const placedKeys: string[] = []
    let serviceUp = false
    const attempt = () => {
      const idempotencyKey = getOrCreateCheckoutKey()
      return attemptOrder({
        idempotencyKey,
        cardNumber: TEST_CARDS.succeeds,
        gateway,
        quote,
        place: () => {
          placedKeys.push(idempotencyKey)
          return serviceUp ? Promise.resolve({ id: 'order-1' }) : Promise.reject(networkFailure())
        },
      })
    }

    await expect(attempt()).rejects.toMatchObject({ kind: 'unavailable' })
    expect(cardCharges).toHaveBeenCalledTimes(1)
    serviceUp = true
    await expect(attempt()).resolves.toEqual({ status: 'placed', order: { id: 'order-1' } })
    expect(cardCharges).toHaveBeenCalledTimes(1)
    expect(placedKeys).toHaveLength(2)
    expect(placedKeys[1]).toBe(placedKeys[0])
  })

  it('a declined card places nothing, and the next try with other card details is charged', async () => {
    const { gateway, cardCharges } = checkoutGateway()
    const place = vi.fn(() => Promise.resolve({ id: 'order-2' }))
    const idempotencyKey = getOrCreateCheckoutKey()
    const withCard = (cardNumber: string) => attemptOrder({ idempotencyKey, cardNumber, gateway, quote, place })

    await expect(withCard(TEST_CARDS.declines)).resolves.toEqual({ status: 'declined', reason: CARD_DECLINED })
    expect(place).not.toHaveBeenCalled()
    await expect(withCard(TEST_CARDS.succeeds)).resolves.toEqual({ status: 'placed', order: { id: 'order-2' } })
    expect(cardCharges).toHaveBeenCalledTimes(2)
    expect(place).toHaveBeenCalledTimes(1)
  })

  it('a refusal at the quote comes before any charge', async () => {
    const { gateway, cardCharges } = checkoutGateway()
    const place = vi.fn(() => Promise.resolve({ id: 'order-3' }))
    const refused = new OrderRequestError('Promo code SUMMER25 is not valid.', 'refused')
    await expect(
      attemptOrder({
        idempotencyKey: getOrCreateCheckoutKey(),
        cardNumber: TEST_CARDS.succeeds,
        gateway,
        quote: () => Promise.reject(refused),
        place,
      }),
    ).rejects.toBe(refused)
    expect(cardCharges).not.toHaveBeenCalled()
    expect(place).not.toHaveBeenCalled()
  })

  it('once the order is confirmed, the next checkout is a new attempt and is charged', async () => {
    const { gateway, cardCharges } = checkoutGateway()
    const attempt = () =>
      attemptOrder({
        idempotencyKey: getOrCreateCheckoutKey(),
        cardNumber: TEST_CARDS.succeeds,
        gateway,
        quote,
        place: () => Promise.resolve({ id: 'order-4' }),
      })
    await attempt()
    clearCheckoutKey()
    await attempt()
    expect(cardCharges).toHaveBeenCalledTimes(2)
  })
})
