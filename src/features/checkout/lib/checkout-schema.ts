import * as z from 'zod/mini'
import { SIMPLE_EMAIL } from '@/lib/email'
import { compactCardNumber, isValidCardNumber, isValidCvc, isValidExpiry, normalizeExpiry } from './card'
import { addressIssues, compactPhone, isValidPhone, PHONE_MESSAGE } from '@/lib/address'
import { DEFAULT_COUNTRY } from '@/lib/countries'

/** The field messages, exactly as the spec words them. */
export const CHECKOUT_MESSAGES = {
  fullNameRequired: 'Full name is required.',
  emailInvalid: 'Invalid email address.',
  phoneInvalid: PHONE_MESSAGE,
  cardNumberInvalid: 'Invalid card number.',
  cardExpiryInvalid: 'Invalid or past expiry date (MM/YY).',
  cardCvcInvalid: 'Invalid CVC (3 or 4 digits).',
  cardNameRequired: 'Cardholder name is required.',
} as const

/** The address parts each address's form fields hold. */
export const ADDRESS_FIELDS = {
  shipping: {
    street: 'shippingAddress',
    apartment: 'shippingApartment',
    city: 'shippingCity',
    state: 'shippingState',
    zip: 'shippingZip',
    country: 'shippingCountry',
  },
  billing: {
    street: 'billingAddress',
    apartment: 'billingApartment',
    city: 'billingCity',
    state: 'billingState',
    zip: 'billingZip',
    country: 'billingCountry',
  },
} as const

/** The one payment method the checkout offers (the card form; the payment itself is simulated). */
export const PAYMENT_METHODS = ['card'] as const

/** A trimmed text field that passes `test`, or shows `message`. */
const textField = (test: (value: string) => boolean, message: string) =>
  z.string().check(z.trim(), z.refine(test, message))

const text = () => z.string().check(z.trim())

const filled = (value: string) => value !== ''

export interface CheckoutSchemaOptions {
  /** The clock expiry dates are checked against (tests pass a fixed one). */
  now?: () => Date
}

/**
 * The checkout form's rules and messages: shipping, billing and card, one schema for both steps
 * (each step validates its own fields with `trigger`, see checkout-steps). Each field reports one
 * message. Address rules depend on the country and on "billing same as shipping", so they run on the
 * whole form; no field check aborts, so they are reported together with the other fields' errors.
 */
export function createCheckoutSchema({ now = () => new Date() }: CheckoutSchemaOptions = {}) {
  return z
    .object({
      shippingFullName: textField(filled, CHECKOUT_MESSAGES.fullNameRequired),
      email: textField((value) => SIMPLE_EMAIL.test(value), CHECKOUT_MESSAGES.emailInvalid),
      shippingPhone: z
        .string()
        .check(z.overwrite(compactPhone), z.refine(isValidPhone, CHECKOUT_MESSAGES.phoneInvalid)),
      shippingAddress: text(),
      shippingApartment: text(),
      shippingCity: text(),
      shippingState: text(),
      shippingZip: text(),
      shippingCountry: text(),
      /** A signed-in customer's choice to add the shipping address to their account once the order is placed. */
      saveAddress: z.boolean(),
      billingSameAsShipping: z.boolean(),
      billingAddress: text(),
      billingApartment: text(),
      billingCity: text(),
      billingState: text(),
      billingZip: text(),
      billingCountry: text(),
      cardName: textField(filled, CHECKOUT_MESSAGES.cardNameRequired),
      cardNumber: z
        .string()
        .check(z.overwrite(compactCardNumber), z.refine(isValidCardNumber, CHECKOUT_MESSAGES.cardNumberInvalid)),
      cardExpiry: z.string().check(
        z.refine((value) => isValidExpiry(value, now()), CHECKOUT_MESSAGES.cardExpiryInvalid),
        z.overwrite(normalizeExpiry),
      ),
      cardCVV: textField(isValidCvc, CHECKOUT_MESSAGES.cardCvcInvalid),
      paymentMethod: z.enum(PAYMENT_METHODS),
      promoCode: text(),
    })
    .check(
      z.superRefine((values, ctx) => {
        const kinds = values.billingSameAsShipping ? (['shipping'] as const) : (['shipping', 'billing'] as const)
        for (const kind of kinds) {
          const fields = ADDRESS_FIELDS[kind]
          const address = {
            street: values[fields.street],
            city: values[fields.city],
            state: values[fields.state],
            zip: values[fields.zip],
            country: values[fields.country],
          }
          for (const { part, message } of addressIssues(address, kind)) {
            ctx.addIssue({ code: 'custom', path: [fields[part]], message, input: address[part] })
          }
        }
      }),
    )
}

export type CheckoutSchema = ReturnType<typeof createCheckoutSchema>
/** The form state (the spec's checkout form fields). */
export type CheckoutFormInput = z.input<CheckoutSchema>
/** What a valid form gives: trimmed, card number as digits, expiry as MM/YY, phone without separators. */
export type CheckoutFormValues = z.output<CheckoutSchema>
export type CheckoutField = keyof CheckoutFormInput

/** The schema the checkout uses, checking expiry against the browser's clock at each validation. */
export const checkoutSchema = createCheckoutSchema()

/** Which fields each part of the form holds: the spec's shipping, billing and payment checks. */
export const CHECKOUT_FIELD_GROUPS = {
  shipping: [
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
  ],
  billing: [
    'billingSameAsShipping',
    'billingAddress',
    'billingApartment',
    'billingCity',
    'billingState',
    'billingZip',
    'billingCountry',
  ],
  payment: ['cardName', 'cardNumber', 'cardExpiry', 'cardCVV', 'paymentMethod', 'promoCode'],
} as const satisfies Record<'shipping' | 'billing' | 'payment', readonly CheckoutField[]>

export interface CheckoutPrefill {
  email?: string | null
  fullName?: string | null
}

/** The form's starting values: countries US, billing same as shipping; a signed-in user's e-mail and name. */
export function checkoutDefaultValues(prefill: CheckoutPrefill = {}): CheckoutFormInput {
  return {
    shippingFullName: prefill.fullName ?? '',
    email: prefill.email ?? '',
    shippingPhone: '',
    shippingAddress: '',
    shippingApartment: '',
    shippingCity: '',
    shippingState: '',
    shippingZip: '',
    shippingCountry: DEFAULT_COUNTRY,
    saveAddress: false,
    billingSameAsShipping: true,
    billingAddress: '',
    billingApartment: '',
    billingCity: '',
    billingState: '',
    billingZip: '',
    billingCountry: DEFAULT_COUNTRY,
    cardName: '',
    cardNumber: '',
    cardExpiry: '',
    cardCVV: '',
    paymentMethod: 'card',
    promoCode: '',
  }
}
