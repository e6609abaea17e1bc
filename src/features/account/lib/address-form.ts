import { DEFAULT_COUNTRY } from '@/lib/countries'
import type { Address, AddressFields } from '../types'

export interface AddressFormValues {
  label: string
  full_name: string
  street: string
  apartment: string
  city: string
  state: string
  zip: string
  country: string
  phone: string
  is_default: boolean
}

export const REQUIRED_ADDRESS_FIELDS = ['full_name', 'street', 'city', 'state', 'zip', 'country'] as const

export const MISSING_FIELDS_TOAST = {
  title: 'Missing Fields',
  description: 'Please fill all required address fields.',
  variant: 'destructive',
} as const

export const emptyAddressForm = (): AddressFormValues => ({
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

export const addressFormFrom = (address: Address): AddressFormValues => ({
  label: address.label ?? '',
  full_name: address.full_name,
  street: address.street,
  apartment: address.apartment ?? '',
  city: address.city,
  state: address.state,
  zip: address.zip,
  country: address.country,
  phone: address.phone ?? '',
  is_default: address.is_default,
})

/** The required fields holding nothing but blanks, in form order. */
export const missingRequiredFields = (values: AddressFormValues) =>
  REQUIRED_ADDRESS_FIELDS.filter((name) => values[name].trim() === '')

/** The row to save: text trimmed, optional fields empty as null. */
export function toAddressFields(values: AddressFormValues): AddressFields {
  const optional = (text: string) => text.trim() || null
  return {
    label: optional(values.label),
    full_name: values.full_name.trim(),
    street: values.street.trim(),
    apartment: optional(values.apartment),
    city: values.city.trim(),
    state: values.state.trim(),
    zip: values.zip.trim(),
    country: values.country,
    phone: optional(values.phone.replace(/[\s()-]/g, '')),
    is_default: values.is_default,
  }
}
