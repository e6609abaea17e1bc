import { describe, expect, it } from 'vitest'
import { checkoutDefaultValues, checkoutSchema, type CheckoutFormInput } from '@/features/checkout/lib/checkout-schema'
import {
  describeSavedAddress,
  matchingSavedAddress,
  shippingFieldsOf,
  toNewSavedAddress,
  type SavedAddress,
} from '@/features/checkout/lib/saved-addresses'

const home: SavedAddress = {
  id: 'home',
  label: 'Home',
  full_name: 'Dana Diner',
  street: '1 First St',
  apartment: 'Apt 2',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
  country: 'US',
  phone: '+13035550100',
  is_default: true,
}

const office: SavedAddress = {
  ...home,
  id: 'office',
  label: null,
  street: '200 Bay St',
  apartment: null,
  city: 'Toronto',
  // The account form takes a typed state and a postal code as typed.
  state: 'ontario',
  zip: 'm5j2j1',
  country: 'CA',
  phone: null,
  is_default: false,
}

const withFields = (fields: Partial<CheckoutFormInput>): CheckoutFormInput => ({
  ...checkoutDefaultValues(),
  ...fields,
})

describe('saved addresses at checkout', () => {
  it('fills the recipient, phone and address fields from a saved address', () => {
    expect(shippingFieldsOf(home)).toEqual({
      shippingFullName: 'Dana Diner',
      shippingPhone: '+13035550100',
      shippingAddress: '1 First St',
      shippingApartment: 'Apt 2',
      shippingCity: 'Denver',
      shippingState: 'CO',
      shippingZip: '80202',
      shippingCountry: 'US',
    })
  })

  it("turns a typed state into the list's code and writes the postal code as the field masks it; no phone keeps the typed one", () => {
    const fields = shippingFieldsOf(office)
    expect(fields).toMatchObject({ shippingState: 'ON', shippingZip: 'M5J2J1', shippingApartment: '' })
    expect(fields).not.toHaveProperty('shippingPhone')
  })

  it('finds the saved address the fields hold, whatever the case and spacing, and none once a part differs', () => {
    const addresses = [home, office]
    expect(matchingSavedAddress(addresses, withFields(shippingFieldsOf(home)))).toBe(home)
    expect(matchingSavedAddress(addresses, withFields(shippingFieldsOf(office)))).toBe(office)
    expect(
      matchingSavedAddress(addresses, withFields({ ...shippingFieldsOf(office), shippingAddress: ' 200 BAY ST ' })),
    ).toBe(office)
    expect(matchingSavedAddress(addresses, withFields({ ...shippingFieldsOf(home), shippingZip: '80203' }))).toBe(
      undefined,
    )
    expect(matchingSavedAddress(addresses, withFields({ ...shippingFieldsOf(home), shippingApartment: '' }))).toBe(
      undefined,
    )
    expect(matchingSavedAddress([], withFields(shippingFieldsOf(home)))).toBe(undefined)
  })

  it('adds the typed shipping address to the account as the order stores it, optional parts as null', () => {
    const values = checkoutSchema.parse(
      withFields({
        shippingFullName: ' Ada Lovelace ',
        email: 'ada@example.com',
        shippingPhone: '+1 (303) 555-0199',
        shippingAddress: '12 Market St',
        shippingCity: 'Toronto',
        shippingState: 'ON',
        shippingZip: 'k1a0b1',
        shippingCountry: 'CA',
        saveAddress: true,
        cardName: 'Ada Lovelace',
        cardNumber: '4242 4242 4242 4242',
        cardExpiry: '12 / 99',
        cardCVV: '123',
      }),
    )
    expect(toNewSavedAddress(values)).toEqual({
      label: null,
      full_name: 'Ada Lovelace',
      street: '12 Market St',
      apartment: null,
      city: 'Toronto',
      state: 'ON',
      zip: 'K1A 0B1',
      country: 'CA',
      phone: '+13035550199',
      is_default: false,
    })
  })

  it('describes a saved address on one line, with its label when it has one', () => {
    expect(describeSavedAddress(home)).toBe('Home: 1 First St, Apt 2, Denver, CO 80202, United States')
    expect(describeSavedAddress(office)).toBe('200 Bay St, Toronto, ontario m5j2j1, Canada')
  })
})
