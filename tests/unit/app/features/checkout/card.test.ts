import { describe, expect, it } from 'vitest'
import {
  detectCardBrand,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  isValidCardNumber,
  isValidCvc,
  isValidExpiry,
  normalizeExpiry,
  parseExpiry,
  passesLuhn,
} from '@/features/checkout/lib/card'

describe('Luhn checksum', () => {
  it.each([
    '4242424242424242',
    '4000000000000002',
    '5555555555554444',
    '378282246310005',
    '6011111111111117',
    '79927398713',
  ])('passes %s', (digits) => {
    expect(passesLuhn(digits)).toBe(true)
  })

  it.each(['4242424242424241', '4000000000000001', '79927398710', '1234567812345678'])('fails %s', (digits) => {
    expect(passesLuhn(digits)).toBe(false)
  })

  it('takes digits only', () => {
    expect(passesLuhn('')).toBe(false)
    expect(passesLuhn('4242 4242 4242 4242')).toBe(false)
    expect(passesLuhn('424242424242424x')).toBe(false)
  })
})

describe('card number', () => {
  it('is valid with 13 to 19 digits passing Luhn, spaces removed', () => {
    expect(isValidCardNumber('4222222222222')).toBe(true) // 13 digits
    expect(isValidCardNumber('4000000000000000006')).toBe(true) // 19 digits
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true)
    expect(isValidCardNumber(' 4242424242424242 ')).toBe(true)
  })

  it('is invalid with 12 or 20 digits even when Luhn passes', () => {
    expect(passesLuhn('400000000002')).toBe(true)
    expect(isValidCardNumber('400000000002')).toBe(false)
    expect(passesLuhn('40000000000000000002')).toBe(true)
    expect(isValidCardNumber('40000000000000000002')).toBe(false)
  })

  it('is invalid with a wrong check digit, letters or dashes', () => {
    expect(isValidCardNumber('4242424242424241')).toBe(false)
    expect(isValidCardNumber('4242-4242-4242-4242')).toBe(false)
    expect(isValidCardNumber('4242424242424a42')).toBe(false)
    expect(isValidCardNumber('')).toBe(false)
  })
})

describe('card brand', () => {
  it.each([
    ['4242 4242', 'Visa'],
    ['5555', 'Mastercard'],
    ['3782', 'American Express'],
    ['6011', 'Discover'],
  ] as const)('%s is %s by its first digit', (input, brand) => {
    expect(detectCardBrand(input)).toBe(brand)
  })

  it.each(['', '1234', '2221', '7', '9', ' '])('has no brand for %j', (input) => {
    expect(detectCardBrand(input)).toBeNull()
  })

  it('ignores leading spaces', () => {
    expect(detectCardBrand('  4')).toBe('Visa')
  })
})

describe('card number mask', () => {
  it('groups digits in fours', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('42424')).toBe('4242 4')
    expect(formatCardNumber('4242')).toBe('4242')
    expect(formatCardNumber('')).toBe('')
  })

  it('keeps digits only, up to 19', () => {
    expect(formatCardNumber('4242-4242 abcd 4242')).toBe('4242 4242 4242')
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789')
  })

  it('is stable on its own output', () => {
    const once = formatCardNumber('378282246310005')
    expect(formatCardNumber(once)).toBe(once)
  })
})

describe('expiry mask', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['122', '12 / 2'],
    ['1228', '12 / 28'],
    ['12289', '12 / 28'],
    ['12/28', '12 / 28'],
    ['12 / 2', '12 / 2'],
    ['ab0', '0'],
  ])('%j shows as %j', (input, shown) => {
    expect(formatExpiry(input)).toBe(shown)
  })
})

describe('CVC', () => {
  it('masks to digits only, up to 4', () => {
    expect(formatCvc('12a3')).toBe('123')
    expect(formatCvc('123456')).toBe('1234')
  })

  it.each(['123', '1234', ' 123 '])('accepts %j', (value) => {
    expect(isValidCvc(value)).toBe(true)
  })

  it.each(['', '12', '12345', '12a', '1 23'])('rejects %j', (value) => {
    expect(isValidCvc(value)).toBe(false)
  })
})

describe('expiry date', () => {
  // 15 June 2026, local time.
  const now = new Date(2026, 5, 15, 12)

  it('parses MM/YY and the mask form MM / YY', () => {
    expect(parseExpiry('06/26')).toEqual({ month: 6, year: 2026 })
    expect(parseExpiry('12 / 30')).toEqual({ month: 12, year: 2030 })
    expect(parseExpiry(' 07 / 27 ')).toEqual({ month: 7, year: 2027 })
  })

  it.each(['00/27', '13/27', '1/27', '0627', '06-27', '06/2027', 'ab/cd', ''])('rejects %j', (value) => {
    expect(parseExpiry(value)).toBeNull()
    expect(isValidExpiry(value, now)).toBe(false)
  })

  it('accepts this month and later, rejects last month', () => {
    expect(isValidExpiry('06/26', now)).toBe(true)
    expect(isValidExpiry('07/26', now)).toBe(true)
    expect(isValidExpiry('05/26', now)).toBe(false)
    expect(isValidExpiry('06/25', now)).toBe(false)
  })

  it('accepts month 12 and month 01', () => {
    expect(isValidExpiry('12/26', now)).toBe(true)
    expect(isValidExpiry('01/27', now)).toBe(true)
    expect(isValidExpiry('01/26', now)).toBe(false)
  })

  it('rolls over the year: in December, 12/YY is valid and 01 of the next year too', () => {
    const december = new Date(2026, 11, 31, 23, 59)
    expect(isValidExpiry('12/26', december)).toBe(true)
    expect(isValidExpiry('11/26', december)).toBe(false)
    expect(isValidExpiry('01/27', december)).toBe(true)
    const january = new Date(2027, 0, 1, 0, 0)
    expect(isValidExpiry('12/26', january)).toBe(false)
    expect(isValidExpiry('01/27', january)).toBe(true)
  })

  it('keeps a valid expiry as MM/YY', () => {
    expect(normalizeExpiry('06 / 26')).toBe('06/26')
    expect(normalizeExpiry('06/26')).toBe('06/26')
    expect(normalizeExpiry(' bad ')).toBe('bad')
  })
})
