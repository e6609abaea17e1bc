/**
 * The countries the shop ships to (checkout and saved addresses), their state lists and their postal codes. The spec offers US, CA,
 * GB, AU, DE and FR; the United States (50 states, no DC) and Canada (10 provinces, 3 territories)
 * pick a state from a list, the others type it.
 */
export const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'AU', name: 'Australia' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
] as const

export type CountryCode = (typeof COUNTRIES)[number]['code']

/** The spec's default for both the shipping and the billing country. */
export const DEFAULT_COUNTRY: CountryCode = 'US'

export interface Region {
  /** What is stored in the address (the postal abbreviation). */
  code: string
  name: string
}

export const US_STATES: readonly Region[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
]

export const CA_PROVINCES: readonly Region[] = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'YT', name: 'Yukon' },
]

type InputMode = 'numeric' | 'text'

interface PostalCodeRule {
  /** Tested against the trimmed, upper-cased value. */
  pattern: RegExp
  /** The keyboard phones should offer: digits where a code is all digits (US ZIP+4 gets its hyphen from the mask). */
  inputMode: InputMode
  /** The longest value the mask lets through. */
  maxLength: number
  label: string
  stateLabel: string
}

// Canada: letters D, F, I, O, Q, U never appear; W and Z never lead. UK: the inward code's letters
// leave out C, I, K, M, O, V; GIR 0AA is Girobank's historic code.
const POSTAL_CODES: Record<CountryCode, PostalCodeRule> = {
  US: { pattern: /^\d{5}(?:-\d{4})?$/, inputMode: 'numeric', maxLength: 10, label: 'ZIP Code', stateLabel: 'State' },
  CA: {
    pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/,
    inputMode: 'text',
    maxLength: 7,
    label: 'Postal Code',
    stateLabel: 'Province/Territory',
  },
  GB: {
    pattern: /^(?:GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2})$/,
    inputMode: 'text',
    maxLength: 8,
    label: 'Postcode',
    stateLabel: 'County',
  },
  AU: { pattern: /^\d{4}$/, inputMode: 'numeric', maxLength: 4, label: 'Postcode', stateLabel: 'State/Territory' },
  DE: { pattern: /^\d{5}$/, inputMode: 'numeric', maxLength: 5, label: 'Postal Code', stateLabel: 'State' },
  FR: { pattern: /^\d{5}$/, inputMode: 'numeric', maxLength: 5, label: 'Postal Code', stateLabel: 'Region' },
}

export function isCountryCode(value: unknown): value is CountryCode {
  return COUNTRIES.some((country) => country.code === value)
}

export function countryName(code: string): string | undefined {
  return COUNTRIES.find((country) => country.code === code)?.name
}

/** The list to pick a state from, or null where the state is typed (and for an unknown country). */
export function regionsOf(country: string): readonly Region[] | null {
  if (country === 'US') return US_STATES
  if (country === 'CA') return CA_PROVINCES
  return null
}

/** A state is valid when it is on the country's list, or, for a country without a list, not empty. */
export function isValidRegion(country: string, state: string): boolean {
  const value = state.trim()
  const regions = regionsOf(country)
  return regions ? regions.some((region) => region.code === value) : value !== ''
}

/** What the address form shows beside the state and postal code, and the postal code's keyboard. */
export function addressFormatOf(country: string): Omit<PostalCodeRule, 'pattern'> {
  const { pattern: _pattern, ...format } = POSTAL_CODES[isCountryCode(country) ? country : DEFAULT_COUNTRY]
  return format
}

const canonicalSpacing = (value: string) => value.trim().toUpperCase().replace(/\s+/g, ' ')

export function isValidPostalCode(country: string, zip: string): boolean {
  return isCountryCode(country) && POSTAL_CODES[country].pattern.test(canonicalSpacing(zip))
}

/**
 * A valid postal code as it is written: upper case, with the space Canadian and British codes carry
 * before their last three characters (`k1a0b1` -> `K1A 0B1`, `sw1a1aa` -> `SW1A 1AA`).
 */
export function formatPostalCode(country: string, zip: string): string {
  const value = canonicalSpacing(zip)
  if (country !== 'CA' && country !== 'GB') return value
  const compact = value.replace(/ /g, '')
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact
}

/**
 * The postal code input's mask: digits only where the code is all digits (a US ZIP+4 gets its hyphen
 * after the fifth digit), upper-case letters, digits and one space for Canada and the UK.
 */
export function maskPostalCode(country: string, input: string): string {
  const { maxLength } = addressFormatOf(country)
  if (country === 'CA' || country === 'GB') {
    return input
      .toUpperCase()
      .replace(/[^A-Z0-9 ]/g, '')
      .replace(/^ +/, '')
      .replace(/ {2,}/g, ' ')
      .slice(0, maxLength)
  }
  const digits = input.replace(/\D/g, '')
  if (country === 'US' || !isCountryCode(country)) {
    return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5, 9)}` : digits
  }
  return digits.slice(0, maxLength)
}
