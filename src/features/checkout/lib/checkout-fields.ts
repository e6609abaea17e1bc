import type { HTMLAttributes, HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react'
import type { CheckoutField } from './checkout-schema'
import { addressInputs, postalCodeInputOf, type AddressKind } from '@/lib/address'

/** The attributes that let browsers autofill a field and phones show the right keyboard. */
export interface FieldInputAttributes {
  autoComplete: HTMLInputAutoCompleteAttribute
  type?: HTMLInputTypeAttribute
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  /** The longest value the field (or its mask) takes; address limits are the database's. */
  maxLength?: number
  spellCheck?: false
}

type TextField = Exclude<CheckoutField, 'saveAddress' | 'billingSameAsShipping' | 'paymentMethod'>

const shipping = addressInputs('shipping')
const billing = addressInputs('billing')

/**
 * Every text field's autofill token and keyboard, so no input forgets them. Card inputs are typed
 * text with a numeric keyboard (type=number would drop leading zeros and the mask's spaces).
 */
export const CHECKOUT_FIELD_INPUTS: Readonly<Record<TextField, FieldInputAttributes>> = {
  shippingFullName: { autoComplete: 'shipping name', maxLength: 120 },
  email: { autoComplete: 'email', type: 'email', inputMode: 'email', maxLength: 254, spellCheck: false },
  shippingPhone: { autoComplete: 'shipping tel', type: 'tel', inputMode: 'tel', maxLength: 25 },
  shippingAddress: shipping.Address,
  shippingApartment: shipping.Apartment,
  shippingCity: shipping.City,
  shippingState: shipping.State,
  shippingZip: shipping.Zip,
  shippingCountry: shipping.Country,
  billingAddress: billing.Address,
  billingApartment: billing.Apartment,
  billingCity: billing.City,
  billingState: billing.State,
  billingZip: billing.Zip,
  billingCountry: billing.Country,
  cardName: { autoComplete: 'cc-name', maxLength: 120, spellCheck: false },
  // 19 digits and 4 spaces; MM / YY; 4 digits.
  cardNumber: { autoComplete: 'cc-number', inputMode: 'numeric', maxLength: 23, spellCheck: false },
  cardExpiry: { autoComplete: 'cc-exp', inputMode: 'numeric', maxLength: 7, spellCheck: false },
  cardCVV: { autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4, spellCheck: false },
  promoCode: { autoComplete: 'off', maxLength: 32, spellCheck: false },
}

/** A postal code input's attributes for the chosen country: digits-only codes get the numeric keyboard. */
export const postalCodeInput = (kind: AddressKind, country: string): FieldInputAttributes =>
  postalCodeInputOf(kind, country)
