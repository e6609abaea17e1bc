import * as z from 'zod/mini'
import { addressIssues, compactPhone, isValidPhone, PHONE_MESSAGE, regionCode } from '@/lib/address'
import { DEFAULT_COUNTRY, formatPostalCode, maskPostalCode } from '@/lib/countries'
import type { Address, AddressFields } from '../types'

/** The recipient's message, the checkout's (spec: "Full name is required."). */
export const FULL_NAME_REQUIRED = 'Full name is required.'

const text = () => z.string().check(z.trim())

/**
 * The address book's form: the recipient and the postal address held to lib/address's rules, the
 * checkout's, so any saved address can be shipped to as it stands.
 */
export const addressFormSchema = z
  .object({
    label: text(),
    full_name: z.string().check(
      z.trim(),
      z.refine((value) => value !== '', FULL_NAME_REQUIRED),
    ),
    street: text(),
    apartment: text(),
    city: text(),
    state: text(),
    zip: text(),
    country: text(),
    phone: z.string().check(z.overwrite(compactPhone), z.refine(isValidPhone, PHONE_MESSAGE)),
    is_default: z.boolean(),
  })
  .check(
    z.superRefine((values, ctx) => {
      for (const { part, message } of addressIssues(values)) {
        ctx.addIssue({ code: 'custom', path: [part], message, input: values[part] })
      }
    }),
  )

export type AddressFormInput = z.input<typeof addressFormSchema>
export type AddressFormValues = z.output<typeof addressFormSchema>

/** The parts the spec requires; one of them empty is the Missing Fields toast. */
export const REQUIRED_ADDRESS_FIELDS = ['full_name', 'street', 'city', 'state', 'zip', 'country'] as const

export const MISSING_FIELDS_TOAST = {
  title: 'Missing Fields',
  description: 'Please fill all required address fields.',
  variant: 'destructive',
} as const

export const emptyAddressForm = (): AddressFormInput => ({
  label: '',
  full_name: '',
  street: '',
  apartment: '',
  city: '',
  state: '',
  zip: '',
  country: DEFAULT_COUNTRY,
  phone: '',
  is_default: false,
})

/** A saved address in the form: its state as the country's list names it, its postal code as the field shows it. */
export const addressFormFrom = (address: Address): AddressFormInput => ({
  label: address.label ?? '',
  full_name: address.full_name,
  street: address.street,
  apartment: address.apartment ?? '',
  city: address.city,
  state: regionCode(address.country, address.state),
  zip: maskPostalCode(address.country, address.zip),
  country: address.country,
  phone: address.phone ?? '',
  is_default: address.is_default,
})

/** The required fields holding nothing but blanks, in form order. */
export const missingRequiredFields = (values: AddressFormInput) =>
  REQUIRED_ADDRESS_FIELDS.filter((name) => values[name].trim() === '')

/** The row to save from a valid form: optional fields empty as null. */
export function toAddressFields(values: AddressFormValues): AddressFields {
  return {
    label: values.label || null,
    full_name: values.full_name,
    street: values.street,
    apartment: values.apartment || null,
    city: values.city,
    state: values.state,
    zip: formatPostalCode(values.country, values.zip),
    country: values.country,
    phone: values.phone || null,
    is_default: values.is_default,
  }
}
