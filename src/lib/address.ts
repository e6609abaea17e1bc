import { addressFormatOf, isCountryCode, isValidPostalCode, isValidRegion, regionsOf } from '@/lib/countries'

/**
 * The one statement of what a postal address must be, for the checkout's shipping and billing addresses
 * and the account's address book alike: its parts, their rules, messages and input attributes.
 */

export type AddressPart = 'street' | 'city' | 'state' | 'zip' | 'country'
export type AddressKind = 'shipping' | 'billing'

/** The phone message, as the spec words it. */
export const PHONE_MESSAGE = 'Invalid phone number format.'

/**
 * "... is required." for the shipping address (and the address book); the billing address's messages end
 * "for billing". The state's message (`stateRequiredMessage`) depends on the country.
 */
export const ADDRESS_MESSAGES = {
  shipping: {
    street: 'Address line 1 is required.',
    city: 'City is required.',
    zip: 'Invalid postal code.',
    country: 'Country is required.',
  },
  billing: {
    street: 'Address line 1 is required for billing.',
    city: 'City is required for billing.',
    zip: 'Invalid postal code for billing.',
    country: 'Country is required for billing.',
  },
} as const satisfies Record<AddressKind, Record<Exclude<AddressPart, 'state'>, string>>

/** The spec's "state/province is required", naming the field as the country labels it ("County is required."). */
export function stateRequiredMessage(kind: AddressKind, country: string): string {
  return `${addressFormatOf(country).stateLabel} is required${kind === 'billing' ? ' for billing' : ''}.`
}

/** Optional plus, then 2 to 15 digits not starting with 0 (the database's check on saved phones too). */
const INTERNATIONAL_PHONE = /^\+?[1-9]\d{1,14}$/

/** People type phones with spaces, dashes, dots and brackets; the number kept is the bare international form. */
export function compactPhone(value: string): string {
  return value.replace(/[\s\-.()]/g, '')
}

export function isValidPhone(value: string): boolean {
  const phone = compactPhone(value)
  return phone === '' || INTERNATIONAL_PHONE.test(phone)
}

export type PostalAddressParts = Record<AddressPart, string>

/** The parts of an address that fail: required street, city and country; a state and postal code valid for the country. */
export function invalidAddressParts(address: PostalAddressParts): AddressPart[] {
  const invalid: AddressPart[] = []
  if (address.street.trim() === '') invalid.push('street')
  if (address.city.trim() === '') invalid.push('city')
  if (!isValidRegion(address.country, address.state)) invalid.push('state')
  // Without a country there is no postal format to hold the code to; the country's message says what to fix.
  if (isCountryCode(address.country) && !isValidPostalCode(address.country, address.zip)) invalid.push('zip')
  if (!isCountryCode(address.country)) invalid.push('country')
  return invalid
}

/** Each failing part of the address with its message. */
export function addressIssues(address: PostalAddressParts, kind: AddressKind = 'shipping') {
  return invalidAddressParts(address).map((part) => ({
    part,
    message: part === 'state' ? stateRequiredMessage(kind, address.country) : ADDRESS_MESSAGES[kind][part],
  }))
}

/** A state as the lists hold it: "Colorado" or "co" is CO (older saved addresses hold typed states). */
export function regionCode(country: string, state: string): string {
  const value = state.trim()
  const region = regionsOf(country)?.find(
    (entry) => entry.code === value.toUpperCase() || entry.name.toLowerCase() === value.toLowerCase(),
  )
  return region?.code ?? value
}

/**
 * Autofill tokens per the HTML standard (a section, "shipping"/"billing", when the page has two addresses,
 * then the part) and the database's length limits.
 */
export const addressInputs = (section?: AddressKind) => {
  const token = (part: string) => (section ? `${section} ${part}` : part)
  return {
    Address: { autoComplete: token('address-line1'), maxLength: 200 },
    Apartment: { autoComplete: token('address-line2'), maxLength: 100 },
    City: { autoComplete: token('address-level2'), maxLength: 100 },
    State: { autoComplete: token('address-level1'), maxLength: 100 },
    // The keyboard depends on the country: see postalCodeInputOf.
    Zip: { autoComplete: token('postal-code'), maxLength: 20, spellCheck: false as const },
    Country: { autoComplete: token('country') },
  }
}

/** A postal code input's attributes for the chosen country: digits-only codes get the numeric keyboard. */
export function postalCodeInputOf(section: AddressKind | undefined, country: string) {
  const { inputMode, maxLength } = addressFormatOf(country)
  return { ...addressInputs(section).Zip, inputMode, maxLength }
}
