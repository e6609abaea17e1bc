import type { CheckoutFormValues } from './checkout-schema'
import { formatPostalCode } from '@/lib/countries'

/** An address as the order stores it (the spec's billing_address). */
export interface OrderAddress {
  street: string
  apartment?: string
  city: string
  state: string
  zip: string
  country: string
}

/** The shipping address also carries the phone, when one was given. */
export interface OrderShippingAddress extends OrderAddress {
  phone?: string
}

/** Optional parts are left out when empty rather than stored as "". */
const optional = <K extends string>(key: K, value: string) =>
  (value ? { [key]: value } : {}) as Partial<Record<K, string>>

/** The order's shipping and billing addresses from a valid checkout form (billing copies shipping when the box is ticked). */
export function toOrderAddresses(values: CheckoutFormValues): {
  shipping: OrderShippingAddress
  billing: OrderAddress
} {
  const shipping: OrderAddress = {
    street: values.shippingAddress,
    ...optional('apartment', values.shippingApartment),
    city: values.shippingCity,
    state: values.shippingState,
    zip: formatPostalCode(values.shippingCountry, values.shippingZip),
    country: values.shippingCountry,
  }
  const billing: OrderAddress = values.billingSameAsShipping
    ? shipping
    : {
        street: values.billingAddress,
        ...optional('apartment', values.billingApartment),
        city: values.billingCity,
        state: values.billingState,
        zip: formatPostalCode(values.billingCountry, values.billingZip),
        country: values.billingCountry,
      }
  return { shipping: { ...shipping, ...optional('phone', values.shippingPhone) }, billing: { ...billing } }
}
