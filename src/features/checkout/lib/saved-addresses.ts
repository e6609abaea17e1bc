import type { Tables, TablesInsert } from '@/types/database'
import { regionCode } from '@/lib/address'
import { countryName, formatPostalCode, maskPostalCode } from '@/lib/countries'
import type { CheckoutFormInput, CheckoutFormValues } from './checkout-schema'
import { toOrderAddresses } from './order-addresses'

/** One of the signed-in customer's saved addresses (the account's address book), as the checkout offers it. */
export type SavedAddress = Pick<
  Tables<'addresses'>,
  'id' | 'label' | 'full_name' | 'street' | 'apartment' | 'city' | 'state' | 'zip' | 'country' | 'phone' | 'is_default'
>

/** The address typed at checkout, as it is added to the account (the database decides which is the default). */
export type NewSavedAddress = Pick<
  TablesInsert<'addresses'>,
  'label' | 'full_name' | 'street' | 'apartment' | 'city' | 'state' | 'zip' | 'country' | 'phone' | 'is_default'
>

/**
 * What the checkout needs of the account's addresses; the checkout route passes it in (a feature does not
 * import another). Absent for a guest.
 */
export interface AddressBook {
  /** The customer's addresses, the default first; empty until they have loaded (or when they could not be). */
  addresses: readonly SavedAddress[]
  save: (address: NewSavedAddress) => Promise<unknown>
}

type ShippingAddressInput = Pick<
  CheckoutFormInput,
  'shippingAddress' | 'shippingApartment' | 'shippingCity' | 'shippingState' | 'shippingZip' | 'shippingCountry'
>

/** The postal parts compared, so a saved address and the typed one match whatever their spacing and case. */
const postalKey = (street: string, apartment: string, city: string, state: string, zip: string, country: string) =>
  JSON.stringify([
    street.trim().toLowerCase(),
    apartment.trim().toLowerCase(),
    city.trim().toLowerCase(),
    regionCode(country, state),
    formatPostalCode(country, zip),
    country,
  ])

/** The saved address the shipping fields hold (its street, city, state, postal code and country), if any. */
export function matchingSavedAddress(
  addresses: readonly SavedAddress[],
  values: ShippingAddressInput,
): SavedAddress | undefined {
  const typed = postalKey(
    values.shippingAddress,
    values.shippingApartment,
    values.shippingCity,
    values.shippingState,
    values.shippingZip,
    values.shippingCountry,
  )
  return addresses.find(
    (address) =>
      postalKey(address.street, address.apartment ?? '', address.city, address.state, address.zip, address.country) ===
      typed,
  )
}

/** The shipping fields a saved address fills: recipient, address, and its phone when it has one. */
export function shippingFieldsOf(address: SavedAddress): Partial<CheckoutFormInput> {
  return {
    shippingFullName: address.full_name,
    ...(address.phone ? { shippingPhone: address.phone } : {}),
    shippingAddress: address.street,
    shippingApartment: address.apartment ?? '',
    shippingCity: address.city,
    shippingState: regionCode(address.country, address.state),
    shippingZip: maskPostalCode(address.country, address.zip),
    shippingCountry: address.country,
  }
}

/** The shipping address of a valid form, to add to the account. */
export function toNewSavedAddress(values: CheckoutFormValues): NewSavedAddress {
  const { shipping } = toOrderAddresses(values)
  return {
    label: null,
    full_name: values.shippingFullName,
    street: shipping.street,
    apartment: shipping.apartment ?? null,
    city: shipping.city,
    state: shipping.state,
    zip: shipping.zip,
    country: shipping.country,
    phone: shipping.phone ?? null,
    is_default: false,
  }
}

/** One line for a saved address's choice: "Home: 12 Market St, Apt 2, Denver, CO 80202, United States". */
export function describeSavedAddress(address: SavedAddress): string {
  const street = address.apartment ? `${address.street}, ${address.apartment}` : address.street
  const place = `${street}, ${address.city}, ${address.state} ${address.zip}, ${countryName(address.country) ?? address.country}`
  return address.label ? `${address.label}: ${place}` : place
}
