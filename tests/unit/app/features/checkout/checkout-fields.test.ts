import { describe, expect, it } from 'vitest'
import { CHECKOUT_FIELD_INPUTS, postalCodeInput } from '@/features/checkout/lib/checkout-fields'
import { checkoutDefaultValues } from '@/features/checkout/lib/checkout-schema'
import { formatCardNumber, formatExpiry } from '@/features/checkout/lib/card'

describe('checkout field inputs', () => {
  it('covers every text field of the form', () => {
    const textFields = Object.keys(checkoutDefaultValues()).filter(
      (field) => !['saveAddress', 'billingSameAsShipping', 'paymentMethod'].includes(field),
    )
    expect(Object.keys(CHECKOUT_FIELD_INPUTS).sort()).toEqual(textFields.sort())
  })

  it('gives contact and card fields their autofill tokens', () => {
    expect(CHECKOUT_FIELD_INPUTS.shippingFullName.autoComplete).toBe('shipping name')
    expect(CHECKOUT_FIELD_INPUTS.email).toMatchObject({ autoComplete: 'email', type: 'email', inputMode: 'email' })
    expect(CHECKOUT_FIELD_INPUTS.shippingPhone).toMatchObject({
      autoComplete: 'shipping tel',
      type: 'tel',
      inputMode: 'tel',
    })
    expect(CHECKOUT_FIELD_INPUTS.cardName.autoComplete).toBe('cc-name')
    expect(CHECKOUT_FIELD_INPUTS.cardNumber.autoComplete).toBe('cc-number')
    expect(CHECKOUT_FIELD_INPUTS.cardExpiry.autoComplete).toBe('cc-exp')
    expect(CHECKOUT_FIELD_INPUTS.cardCVV.autoComplete).toBe('cc-csc')
    expect(CHECKOUT_FIELD_INPUTS.promoCode.autoComplete).toBe('off')
  })

  it.each(['shipping', 'billing'] as const)('gives the %s address its section in every token', (kind) => {
    const parts = {
      Address: 'address-line1',
      Apartment: 'address-line2',
      City: 'address-level2',
      State: 'address-level1',
      Zip: 'postal-code',
      Country: 'country',
    }
    for (const [part, token] of Object.entries(parts)) {
      const field = `${kind}${part}` as keyof typeof CHECKOUT_FIELD_INPUTS
      expect(CHECKOUT_FIELD_INPUTS[field].autoComplete, field).toBe(`${kind} ${token}`)
    }
  })

  it('asks for the numeric keyboard where digits are typed, as text inputs', () => {
    for (const field of ['cardNumber', 'cardExpiry', 'cardCVV'] as const) {
      expect(CHECKOUT_FIELD_INPUTS[field].inputMode, field).toBe('numeric')
      expect(CHECKOUT_FIELD_INPUTS[field].type, field).toBeUndefined()
    }
  })

  it('lets the masked values fit', () => {
    expect(formatCardNumber('1'.repeat(19))).toHaveLength(CHECKOUT_FIELD_INPUTS.cardNumber.maxLength!)
    expect(formatExpiry('1228')).toHaveLength(CHECKOUT_FIELD_INPUTS.cardExpiry.maxLength!)
    expect(CHECKOUT_FIELD_INPUTS.cardCVV.maxLength).toBe(4)
  })

  it('picks the postal code keyboard by country', () => {
    expect(postalCodeInput('shipping', 'US')).toMatchObject({
      autoComplete: 'shipping postal-code',
      inputMode: 'numeric',
      maxLength: 10,
    })
    expect(postalCodeInput('billing', 'FR')).toMatchObject({
      autoComplete: 'billing postal-code',
      inputMode: 'numeric',
      maxLength: 5,
    })
    expect(postalCodeInput('shipping', 'CA')).toMatchObject({ inputMode: 'text', maxLength: 7 })
    expect(postalCodeInput('billing', 'GB')).toMatchObject({ inputMode: 'text', maxLength: 8 })
  })
})
