import { describe, expect, it } from 'vitest'
import { ADDRESS_MESSAGES, isValidPhone } from '@/lib/address'
import {
  CHECKOUT_FIELD_GROUPS,
  CHECKOUT_MESSAGES,
  checkoutDefaultValues,
  checkoutSchema,
  createCheckoutSchema,
  type CheckoutFormInput,
} from '@/features/checkout/lib/checkout-schema'
import { toOrderAddresses } from '@/features/checkout/lib/order-addresses'
import { firstMessageByField } from '../../support/field-messages'

// 15 June 2026: 06/26 is this month.
const schema = createCheckoutSchema({ now: () => new Date(2026, 5, 15, 12) })

const valid: CheckoutFormInput = {
  ...checkoutDefaultValues(),
  shippingFullName: 'Ada Lovelace',
  email: 'ada@example.com',
  shippingAddress: '12 Spice Road',
  shippingCity: 'Springfield',
  shippingState: 'IL',
  shippingZip: '62701',
  cardName: 'Ada Lovelace',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '06 / 26',
  cardCVV: '123',
}

const billingAddress = {
  billingSameAsShipping: false,
  billingAddress: '1 Rue de Rivoli',
  billingCity: 'Paris',
  billingState: 'Île-de-France',
  billingZip: '75001',
  billingCountry: 'FR',
}

/** The first message per field, as the form shows it. */
const fieldMessages = (input: CheckoutFormInput, checked = schema) => firstMessageByField(checked.safeParse(input))

/** The messages of a form that differs from the valid one by `change`. */
const messagesWith = (change: Partial<CheckoutFormInput>) => fieldMessages({ ...valid, ...change })

describe('checkout schema', () => {
  it('words every message exactly as the spec', () => {
    expect(CHECKOUT_MESSAGES).toEqual({
      fullNameRequired: 'Full name is required.',
      emailInvalid: 'Invalid email address.',
      phoneInvalid: 'Invalid phone number format.',
      cardNumberInvalid: 'Invalid card number.',
      cardExpiryInvalid: 'Invalid or past expiry date (MM/YY).',
      cardCvcInvalid: 'Invalid CVC (3 or 4 digits).',
      cardNameRequired: 'Cardholder name is required.',
    })
    expect(ADDRESS_MESSAGES.shipping).toEqual({
      street: 'Address line 1 is required.',
      city: 'City is required.',
      zip: 'Invalid postal code.',
      country: 'Country is required.',
    })
    for (const [part, message] of Object.entries(ADDRESS_MESSAGES.billing)) {
      const shippingMessage = ADDRESS_MESSAGES.shipping[part as keyof typeof ADDRESS_MESSAGES.shipping]
      expect(message).toBe(shippingMessage.replace(/\.$/, ' for billing.'))
    }
  })

  it('accepts a complete form and gives trimmed, compact values', () => {
    const result = schema.parse({
      ...valid,
      shippingFullName: '  Ada Lovelace ',
      email: ' ada@example.com ',
      shippingPhone: '+1 (555) 123-4567',
      shippingCity: ' Springfield ',
      promoCode: ' SPICE10 ',
    })
    expect(result).toMatchObject({
      shippingFullName: 'Ada Lovelace',
      email: 'ada@example.com',
      shippingPhone: '+15551234567',
      shippingCity: 'Springfield',
      cardNumber: '4242424242424242',
      cardExpiry: '06/26',
      cardCVV: '123',
      promoCode: 'SPICE10',
      paymentMethod: 'card',
    })
  })

  it('reports every empty required field at once, with its own message', () => {
    expect(fieldMessages(checkoutDefaultValues())).toEqual({
      shippingFullName: 'Full name is required.',
      email: 'Invalid email address.',
      shippingAddress: 'Address line 1 is required.',
      shippingCity: 'City is required.',
      shippingState: 'State is required.',
      shippingZip: 'Invalid postal code.',
      cardName: 'Cardholder name is required.',
      cardNumber: 'Invalid card number.',
      cardExpiry: 'Invalid or past expiry date (MM/YY).',
      cardCVV: 'Invalid CVC (3 or 4 digits).',
    })
  })

  it('gives each field one message only', () => {
    const result = schema.safeParse({ ...checkoutDefaultValues(), billingSameAsShipping: false })
    const paths = result.error?.issues.map((issue) => issue.path.join('.')) ?? []
    expect(paths.length).toBeGreaterThan(0)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('treats whitespace as empty', () => {
    expect(
      messagesWith({
        shippingFullName: '  ',
        shippingAddress: '\t',
        shippingCity: ' ',
        cardName: ' ',
        shippingZip: ' ',
      }),
    ).toEqual({
      shippingFullName: 'Full name is required.',
      shippingAddress: 'Address line 1 is required.',
      shippingCity: 'City is required.',
      shippingZip: 'Invalid postal code.',
      cardName: 'Cardholder name is required.',
    })
  })

  it.each(['ada', 'ada@', 'ada@example', '@example.com', 'ada@example.', 'ada lovelace@example.com', ''])(
    'rejects the email %j',
    (email) => {
      expect(messagesWith({ email })).toEqual({ email: 'Invalid email address.' })
    },
  )

  describe('phone', () => {
    it('is optional', () => {
      expect(messagesWith({ shippingPhone: '' })).toEqual({})
      expect(messagesWith({ shippingPhone: '   ' })).toEqual({})
    })

    it.each([
      '+14155550123',
      '14155550123',
      '+44 20 7946 0958',
      '+1 (415) 555-0123',
      '49.30.1234567',
      '12',
      '+123456789012345',
    ])('accepts %j', (shippingPhone) => {
      expect(isValidPhone(shippingPhone)).toBe(true)
      expect(messagesWith({ shippingPhone })).toEqual({})
    })

    it.each([
      '0412345678',
      '+0412345678',
      '1',
      '+1',
      '1234567890123456',
      '+1 555 CALL NOW',
      '++14155550123',
      '555-0123 ext 4',
    ])('rejects %j as "Invalid phone number format."', (shippingPhone) => {
      expect(messagesWith({ shippingPhone })).toEqual({ shippingPhone: 'Invalid phone number format.' })
    })
  })

  describe('shipping address', () => {
    it('needs a state from the list in the US and Canada', () => {
      expect(messagesWith({ shippingState: 'Illinois' })).toEqual({ shippingState: 'State is required.' })
      expect(messagesWith({ shippingCountry: 'CA', shippingState: 'IL', shippingZip: 'K1A 0B1' })).toEqual({
        shippingState: 'Province/Territory is required.',
      })
      expect(messagesWith({ shippingCountry: 'CA', shippingState: 'ON', shippingZip: 'K1A 0B1' })).toEqual({})
    })

    it('takes any state text elsewhere, but not none', () => {
      expect(messagesWith({ shippingCountry: 'GB', shippingState: 'Greater London', shippingZip: 'SW1A 1AA' })).toEqual(
        {},
      )
      expect(messagesWith({ shippingCountry: 'AU', shippingState: '', shippingZip: '2000' })).toEqual({
        shippingState: 'State/Territory is required.',
      })
    })

    it.each([
      ['GB', 'SW1A 1AA', 'County is required.'],
      ['DE', '10115', 'State is required.'],
      ['FR', '75001', 'Region is required.'],
    ])('names the missing state as %s labels it', (shippingCountry, shippingZip, message) => {
      expect(messagesWith({ shippingCountry, shippingState: ' ', shippingZip })).toEqual({ shippingState: message })
      expect(
        messagesWith({ ...billingAddress, billingCountry: shippingCountry, billingState: '', billingZip: shippingZip }),
      ).toEqual({ billingState: message.replace(/\.$/, ' for billing.') })
    })

    it.each([
      ['US', '62701-1234', '6270'],
      ['CA', 'k1a 0b1', '62701'],
      ['GB', 'SW1A 1AA', '62701'],
      ['AU', '2000', '62701'],
      ['DE', '10115', '1011'],
      ['FR', '75001', '750'],
    ])('checks %s postal codes: %j is valid, %j is not', (country, good, bad) => {
      const state = country === 'CA' ? 'ON' : country === 'US' ? 'IL' : 'Somewhere'
      expect(messagesWith({ shippingCountry: country, shippingState: state, shippingZip: good })).toEqual({})
      expect(messagesWith({ shippingCountry: country, shippingState: state, shippingZip: bad })).toEqual({
        shippingZip: 'Invalid postal code.',
      })
    })

    it('requires a country it ships to, and then does not judge the postal code', () => {
      expect(messagesWith({ shippingCountry: '', shippingState: 'Somewhere' })).toEqual({
        shippingCountry: 'Country is required.',
      })
      expect(messagesWith({ shippingCountry: 'JP', shippingState: 'Tokyo', shippingZip: '100-0001' })).toEqual({
        shippingCountry: 'Country is required.',
      })
    })
  })

  describe('billing address', () => {
    it('is skipped when billing is the same as shipping', () => {
      expect(messagesWith({ billingSameAsShipping: true, billingCountry: '', billingZip: 'nonsense' })).toEqual({})
    })

    it('is checked otherwise, with messages ending "for billing"', () => {
      expect(messagesWith({ billingSameAsShipping: false })).toEqual({
        billingAddress: 'Address line 1 is required for billing.',
        billingCity: 'City is required for billing.',
        billingState: 'State is required for billing.',
        billingZip: 'Invalid postal code for billing.',
      })
      expect(messagesWith({ ...billingAddress, billingCountry: '' })).toEqual({
        billingCountry: 'Country is required for billing.',
      })
      expect(messagesWith({ ...billingAddress, billingZip: '7500' })).toEqual({
        billingZip: 'Invalid postal code for billing.',
      })
      expect(messagesWith(billingAddress)).toEqual({})
    })

    it('is reported together with errors of other fields', () => {
      expect(
        fieldMessages({ ...valid, ...billingAddress, billingCity: '', cardNumber: '1', shippingFullName: '' }),
      ).toEqual({
        shippingFullName: 'Full name is required.',
        billingCity: 'City is required for billing.',
        cardNumber: 'Invalid card number.',
      })
    })
  })

  describe('card', () => {
    it('checks the card number with spaces removed: 13 to 19 digits and Luhn', () => {
      expect(messagesWith({ cardNumber: '4242424242424242' })).toEqual({})
      expect(messagesWith({ cardNumber: '4222 2222 2222 2' })).toEqual({})
      for (const cardNumber of [
        '',
        '4242 4242 4242 4241',
        '400000000002',
        '40000000000000000002',
        '4242-4242-4242-4242',
      ]) {
        expect(messagesWith({ cardNumber }), cardNumber).toEqual({ cardNumber: 'Invalid card number.' })
      }
    })

    it('checks the expiry against the clock it is given', () => {
      expect(messagesWith({ cardExpiry: '06/26' })).toEqual({})
      expect(messagesWith({ cardExpiry: '12/26' })).toEqual({})
      for (const cardExpiry of ['05/26', '13/27', '00/27', '6/27', '', '0627']) {
        expect(messagesWith({ cardExpiry }), cardExpiry).toEqual({ cardExpiry: 'Invalid or past expiry date (MM/YY).' })
      }
      const nextYear = createCheckoutSchema({ now: () => new Date(2027, 0, 1) })
      expect(fieldMessages({ ...valid, cardExpiry: '12/26' }, nextYear)).toEqual({
        cardExpiry: 'Invalid or past expiry date (MM/YY).',
      })
    })

    it('reads the clock at each validation, not once', () => {
      let now = new Date(2026, 5, 30)
      const clocked = createCheckoutSchema({ now: () => now })
      expect(clocked.safeParse(valid).success).toBe(true)
      now = new Date(2026, 6, 1)
      expect(fieldMessages(valid, clocked)).toEqual({ cardExpiry: 'Invalid or past expiry date (MM/YY).' })
    })

    it('checks the CVC: 3 or 4 digits', () => {
      expect(messagesWith({ cardCVV: '1234' })).toEqual({})
      for (const cardCVV of ['', '12', '12345', '12a']) {
        expect(messagesWith({ cardCVV }), cardCVV).toEqual({ cardCVV: 'Invalid CVC (3 or 4 digits).' })
      }
    })
  })

  it('uses the real clock by default', () => {
    const year = new Date().getFullYear() % 100
    expect(fieldMessages({ ...valid, cardExpiry: `12/${String(year + 1).padStart(2, '0')}` }, checkoutSchema)).toEqual(
      {},
    )
    expect(fieldMessages({ ...valid, cardExpiry: `12/${String(year - 1).padStart(2, '0')}` }, checkoutSchema)).toEqual({
      cardExpiry: 'Invalid or past expiry date (MM/YY).',
    })
  })
})

describe('checkout field groups and defaults', () => {
  it('puts every form field in exactly one group', () => {
    const grouped = [
      ...CHECKOUT_FIELD_GROUPS.shipping,
      ...CHECKOUT_FIELD_GROUPS.billing,
      ...CHECKOUT_FIELD_GROUPS.payment,
    ]
    expect(new Set(grouped).size).toBe(grouped.length)
    expect([...grouped].sort()).toEqual(Object.keys(checkoutDefaultValues()).sort())
  })

  it('has the spec fields, US countries and billing same as shipping by default', () => {
    const defaults = checkoutDefaultValues()
    expect(Object.keys(defaults).sort()).toEqual(
      [
        'shippingFullName',
        'email',
        'shippingPhone',
        'shippingAddress',
        'shippingApartment',
        'shippingCity',
        'shippingState',
        'shippingZip',
        'shippingCountry',
        'saveAddress',
        'billingSameAsShipping',
        'billingAddress',
        'billingApartment',
        'billingCity',
        'billingState',
        'billingZip',
        'billingCountry',
        'cardName',
        'cardNumber',
        'cardExpiry',
        'cardCVV',
        'paymentMethod',
        'promoCode',
      ].sort(),
    )
    expect(defaults).toMatchObject({
      shippingCountry: 'US',
      billingCountry: 'US',
      billingSameAsShipping: true,
      saveAddress: false,
    })
  })

  it("prefills a signed-in user's email and full name", () => {
    expect(checkoutDefaultValues({ email: 'cook@example.com', fullName: 'Cook Book' })).toMatchObject({
      email: 'cook@example.com',
      shippingFullName: 'Cook Book',
    })
    expect(checkoutDefaultValues({ email: null, fullName: null })).toMatchObject({ email: '', shippingFullName: '' })
  })
})

describe('order addresses', () => {
  it('copies shipping into billing when the box is ticked, without the phone', () => {
    const values = schema.parse({ ...valid, shippingPhone: '+1 415 555 0123', shippingApartment: ' Apt 4 ' })
    const { shipping, billing } = toOrderAddresses(values)
    expect(shipping).toEqual({
      street: '12 Spice Road',
      apartment: 'Apt 4',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: 'US',
      phone: '+14155550123',
    })
    expect(billing).toEqual({
      street: '12 Spice Road',
      apartment: 'Apt 4',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: 'US',
    })
  })

  it('leaves out an empty apartment and phone, and writes postal codes in their usual form', () => {
    const values = schema.parse({
      ...valid,
      shippingCountry: 'CA',
      shippingState: 'ON',
      shippingZip: 'k1a0b1',
      ...billingAddress,
      billingCountry: 'GB',
      billingState: 'Greater London',
      billingZip: 'sw1a1aa',
    })
    const { shipping, billing } = toOrderAddresses(values)
    expect(shipping).toEqual({
      street: '12 Spice Road',
      city: 'Springfield',
      state: 'ON',
      zip: 'K1A 0B1',
      country: 'CA',
    })
    expect(billing).toEqual({
      street: '1 Rue de Rivoli',
      city: 'Paris',
      state: 'Greater London',
      zip: 'SW1A 1AA',
      country: 'GB',
    })
  })
})
