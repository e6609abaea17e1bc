import { beforeEach, describe, expect, it } from 'vitest'
import {
  CHECKOUT_DRAFT_STORAGE_KEY,
  clearCheckoutDraft,
  readCheckoutDraft,
  saveCheckoutDraft,
  shippingStepComplete,
} from '@/features/checkout/lib/checkout-draft'
import { checkoutDefaultValues, type CheckoutFormInput } from '@/features/checkout/lib/checkout-schema'

const typed = (): CheckoutFormInput => ({
  ...checkoutDefaultValues(),
  shippingFullName: 'Ada Lovelace',
  email: 'ada@example.com',
  shippingAddress: '12 Market St',
  shippingCity: 'Denver',
  shippingState: 'CO',
  shippingZip: '80202',
  billingSameAsShipping: false,
  billingCountry: 'GB',
  cardName: 'Ada Lovelace',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12 / 30',
  cardCVV: '123',
  promoCode: 'WELCOME10',
})

const stored = () => sessionStorage.getItem(CHECKOUT_DRAFT_STORAGE_KEY)

beforeEach(() => sessionStorage.clear())

describe('checkout draft', () => {
  it('keeps what was typed for the tab, never the card number or the CVC', () => {
    saveCheckoutDraft(typed())
    expect(stored()).not.toContain('4242')
    expect(stored()).not.toContain('"123"')
    const { cardNumber: _number, cardCVV: _cvc, ...kept } = typed()
    expect(readCheckoutDraft()).toEqual(kept)
  })

  it('is versioned: another version is ignored', () => {
    sessionStorage.setItem(CHECKOUT_DRAFT_STORAGE_KEY, JSON.stringify({ version: 99, values: typed() }))
    expect(readCheckoutDraft()).toEqual({})
  })

  it.each([
    ['unparseable JSON', '{"version":1,'],
    ['no values', '{"version":1}'],
    ['a list', '[1,2]'],
    ['null', 'null'],
  ])('ignores corrupt storage (%s)', (_case, raw) => {
    sessionStorage.setItem(CHECKOUT_DRAFT_STORAGE_KEY, raw)
    expect(readCheckoutDraft()).toEqual({})
  })

  it('keeps only known fields of the right type, and never a stored card number', () => {
    sessionStorage.setItem(
      CHECKOUT_DRAFT_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        values: {
          shippingCity: 'Denver',
          shippingZip: 80202,
          billingSameAsShipping: 'yes',
          cardNumber: '4242',
          x: 'y',
          paymentMethod: 'cash',
        },
      }),
    )
    expect(readCheckoutDraft()).toEqual({ shippingCity: 'Denver' })
  })

  it('is cleared (when the order is placed)', () => {
    saveCheckoutDraft(typed())
    clearCheckoutDraft()
    expect(stored()).toBeNull()
    expect(readCheckoutDraft()).toEqual({})
  })

  it('says whether restored values pass the shipping step (so a reload may reopen payment)', () => {
    expect(shippingStepComplete(typed())).toBe(true)
    expect(shippingStepComplete({ ...typed(), shippingZip: '' })).toBe(false)
    expect(shippingStepComplete(checkoutDefaultValues())).toBe(false)
  })
})
