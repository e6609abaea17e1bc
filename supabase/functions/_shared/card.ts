/**
 * Card rules and input masks of the payment step, as pure functions: the schema checks with them,
 * the inputs format with them, and tests control "now".
 */

export const CARD_NUMBER_MAX_DIGITS = 19
const CARD_NUMBER_MIN_DIGITS = 13
const EXPIRY_DIGITS = 4
const CVC_MAX_DIGITS = 4

const digitsOf = (value: string) => value.replace(/\D/g, '')

/** The card number as the spec checks it: with spaces removed. */
export function compactCardNumber(value: string): string {
  return value.replace(/\s/g, '')
}

/** The Luhn checksum: from the right, every second digit doubled (minus 9 above 9); the sum ends in 0. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** With spaces removed: 13 to 19 digits that pass the Luhn checksum. */
export function isValidCardNumber(value: string): boolean {
  const digits = compactCardNumber(value)
  return (
    /^\d+$/.test(digits) &&
    digits.length >= CARD_NUMBER_MIN_DIGITS &&
    digits.length <= CARD_NUMBER_MAX_DIGITS &&
    passesLuhn(digits)
  )
}

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover'

const BRAND_BY_FIRST_DIGIT: Readonly<Record<string, CardBrand>> = {
  '4': 'Visa',
  '5': 'Mastercard',
  '3': 'American Express',
  '6': 'Discover',
}

/** The label beside the card number, by its first digit as the spec gives it; null when unknown. */
export function detectCardBrand(value: string): CardBrand | null {
  return BRAND_BY_FIRST_DIGIT[digitsOf(value).charAt(0)] ?? null
}

/** Card number mask: digits only, up to 19, grouped in fours (`4242424242424242` -> `4242 4242 4242 4242`). */
export function formatCardNumber(input: string): string {
  const digits = digitsOf(input).slice(0, CARD_NUMBER_MAX_DIGITS)
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** Expiry mask: digits only, up to 4, shown as `MM / YY` once the year begins. */
export function formatExpiry(input: string): string {
  const digits = digitsOf(input).slice(0, EXPIRY_DIGITS)
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits
}

/** CVC mask: digits only, up to 4. */
export function formatCvc(input: string): string {
  return digitsOf(input).slice(0, CVC_MAX_DIGITS)
}

export function isValidCvc(value: string): boolean {
  return /^\d{3,4}$/.test(value.trim())
}

export interface Expiry {
  month: number
  /** Four digits: YY means 20YY. */
  year: number
}

/** `MM/YY` (or the mask's `MM / YY`) with month 01-12; null for anything else. */
export function parseExpiry(value: string): Expiry | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim())
  if (!match) return null
  const month = Number(match[1])
  if (month < 1 || month > 12) return null
  return { month, year: 2000 + Number(match[2]) }
}

/** A card works through the last day of its expiry month, so this month is still valid; last month is not. */
export function isValidExpiry(value: string, now: Date): boolean {
  const expiry = parseExpiry(value)
  if (!expiry) return false
  return expiry.year * 12 + (expiry.month - 1) >= now.getFullYear() * 12 + now.getMonth()
}

/** The valid expiry as stored and sent: `MM/YY`. */
export function normalizeExpiry(value: string): string {
  const expiry = parseExpiry(value)
  if (!expiry) return value.trim()
  return `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`
}
