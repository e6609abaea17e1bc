import * as z from 'zod/mini'
import { COUNTRIES, countryName, regionsOf } from '@/lib/countries'
import { isAmount, isPercent, text } from './form-rules'

/** The row every country without one of its own pays. */
export const EVERYWHERE_ELSE = '*'

/** The destinations a rate can name: each country the shop ships to, then everywhere else. */
export const RATE_COUNTRIES = [
  ...COUNTRIES.map(({ code, name }): { code: string; name: string } => ({ code, name })),
  { code: EVERYWHERE_ELSE, name: 'Everywhere else' },
]

export const rateCountryName = (code: string) =>
  code === EVERYWHERE_ELSE ? 'Everywhere else' : (countryName(code) ?? code)

/** A US state's or Canadian province's name from its code; '' is the whole country. */
export const regionName = (country: string, region: string) =>
  region === '' ? 'Whole country' : (regionsOf(country)?.find((r) => r.code === region)?.name ?? region)

export const RATE_MESSAGES = {
  countryRequired: 'Choose a country.',
  flatRate: 'Enter the shipping price in dollars, like 5.00.',
  freeOver: 'Enter an amount in dollars, like 50.00, or leave it empty.',
  percent: 'Enter a rate from 0 to 100, like 7.25.',
} as const

const country = text([(v) => RATE_COUNTRIES.some((c) => c.code === v), RATE_MESSAGES.countryRequired])

export const shippingRateSchema = z.object({
  country,
  flat_rate: text([isAmount, RATE_MESSAGES.flatRate]),
  free_over: text([(v) => v === '' || isAmount(v), RATE_MESSAGES.freeOver]),
})

export type ShippingRateForm = z.input<typeof shippingRateSchema>

export const taxRateSchema = z.object({
  country,
  // Only the US and Canada tax by state or province; elsewhere the field is not offered and stays ''.
  region: z.string(),
  rate_percent: text([isPercent, RATE_MESSAGES.percent]),
})

export type TaxRateForm = z.input<typeof taxRateSchema>
