import { describe, expect, it } from 'vitest'
import {
  addressFormatOf,
  CA_PROVINCES,
  COUNTRIES,
  countryName,
  DEFAULT_COUNTRY,
  formatPostalCode,
  isCountryCode,
  isValidPostalCode,
  isValidRegion,
  maskPostalCode,
  regionsOf,
  US_STATES,
} from '@/lib/countries'

describe('countries', () => {
  it('offers US, CA, GB, AU, DE and FR, US by default', () => {
    expect(COUNTRIES.map((country) => country.code)).toEqual(['US', 'CA', 'GB', 'AU', 'DE', 'FR'])
    expect(DEFAULT_COUNTRY).toBe('US')
    expect(countryName('GB')).toBe('United Kingdom')
    expect(countryName('XX')).toBeUndefined()
    expect(isCountryCode('FR')).toBe(true)
    expect(isCountryCode('fr')).toBe(false)
    expect(isCountryCode('')).toBe(false)
  })

  it('lists the 50 US states, without DC, each once', () => {
    expect(US_STATES).toHaveLength(50)
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(50)
    expect(US_STATES.some((state) => state.code === 'DC')).toBe(false)
    expect(US_STATES.every((state) => /^[A-Z]{2}$/.test(state.code))).toBe(true)
    expect(US_STATES).toContainEqual({ code: 'NY', name: 'New York' })
  })

  it('lists the 10 Canadian provinces and 3 territories, each once', () => {
    expect(CA_PROVINCES).toHaveLength(13)
    expect(new Set(CA_PROVINCES.map((province) => province.code)).size).toBe(13)
    expect(CA_PROVINCES.map((province) => province.code)).toEqual(
      expect.arrayContaining(['ON', 'QC', 'BC', 'NT', 'NU', 'YT']),
    )
  })

  it('has state lists for the US and Canada only', () => {
    expect(regionsOf('US')).toBe(US_STATES)
    expect(regionsOf('CA')).toBe(CA_PROVINCES)
    for (const code of ['GB', 'AU', 'DE', 'FR', '']) expect(regionsOf(code)).toBeNull()
  })

  it('accepts only listed states where there is a list, any text elsewhere', () => {
    expect(isValidRegion('US', 'NY')).toBe(true)
    expect(isValidRegion('US', 'ON')).toBe(false)
    expect(isValidRegion('US', 'DC')).toBe(false)
    expect(isValidRegion('US', '')).toBe(false)
    expect(isValidRegion('CA', 'ON')).toBe(true)
    expect(isValidRegion('CA', 'NY')).toBe(false)
    expect(isValidRegion('GB', 'Greater London')).toBe(true)
    expect(isValidRegion('DE', '  ')).toBe(false)
  })
})

describe('postal codes', () => {
  it.each([
    ['US', ['12345', '12345-6789', ' 02134 '], ['1234', '123456', '12345-678', '12345 6789', 'ABCDE']],
    ['CA', ['K1A 0B1', 'k1a0b1', 'M5V 3L9', 'T2P1J9'], ['K1A 0B', 'D1A 0B1', 'W1A 0B1', 'K1A 0BO', '12345']],
    [
      'GB',
      ['SW1A 1AA', 'sw1a1aa', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'GIR 0AA'],
      ['SW1A 1A', '12345', 'SW1A 1CA', 'Q'],
    ],
    ['AU', ['2000', '0800'], ['200', '20000', 'ABCD']],
    ['DE', ['10115', '01067'], ['1011', '101155', '1O115']],
    ['FR', ['75001', '97400'], ['7500', '750011', 'F7500']],
  ] as const)('%s: accepts %j, rejects %j', (country, valid, invalid) => {
    for (const zip of valid) expect(isValidPostalCode(country, zip), zip).toBe(true)
    for (const zip of invalid) expect(isValidPostalCode(country, zip), zip).toBe(false)
  })

  it('rejects any code without a known country', () => {
    expect(isValidPostalCode('', '12345')).toBe(false)
    expect(isValidPostalCode('XX', '12345')).toBe(false)
  })

  it('writes Canadian and British codes upper case with their space', () => {
    expect(formatPostalCode('CA', 'k1a0b1')).toBe('K1A 0B1')
    expect(formatPostalCode('CA', ' K1A  0B1 ')).toBe('K1A 0B1')
    expect(formatPostalCode('GB', 'sw1a1aa')).toBe('SW1A 1AA')
    expect(formatPostalCode('GB', 'm1 1ae')).toBe('M1 1AE')
    expect(formatPostalCode('US', ' 12345-6789 ')).toBe('12345-6789')
    expect(formatPostalCode('DE', '10115')).toBe('10115')
  })

  it('masks digit-only codes to their length, and a US ZIP+4 with its hyphen', () => {
    expect(maskPostalCode('US', '1234')).toBe('1234')
    expect(maskPostalCode('US', '12345')).toBe('12345')
    expect(maskPostalCode('US', '123456')).toBe('12345-6')
    expect(maskPostalCode('US', '12345-67890')).toBe('12345-6789')
    expect(maskPostalCode('AU', '20001')).toBe('2000')
    expect(maskPostalCode('DE', '1a0115x9')).toBe('10115')
    expect(maskPostalCode('FR', '750011')).toBe('75001')
  })

  it('masks Canadian and British codes to upper-case letters, digits and one space', () => {
    expect(maskPostalCode('CA', 'k1a-0b1')).toBe('K1A0B1')
    expect(maskPostalCode('CA', ' k1a  0b1xyz')).toBe('K1A 0B1')
    expect(maskPostalCode('GB', 'sw1a 1aa!')).toBe('SW1A 1AA')
  })

  it('gives each country its labels and keyboard', () => {
    expect(addressFormatOf('US')).toEqual({
      inputMode: 'numeric',
      maxLength: 10,
      label: 'ZIP Code',
      stateLabel: 'State',
    })
    expect(addressFormatOf('CA')).toMatchObject({
      inputMode: 'text',
      label: 'Postal Code',
      stateLabel: 'Province/Territory',
    })
    expect(addressFormatOf('GB')).toMatchObject({ inputMode: 'text', label: 'Postcode' })
    for (const code of ['AU', 'DE', 'FR']) expect(addressFormatOf(code).inputMode).toBe('numeric')
  })
})
