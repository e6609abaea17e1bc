import { countryName } from '@/lib/countries'

interface PostalAddressProps {
  name: string
  street: string
  apartment: string | null
  city: string
  state: string
  zip: string
  country: string
}

/** An address as it is written on a parcel. */
export function PostalAddress({ name, street, apartment, city, state, zip, country }: PostalAddressProps) {
  return (
    <address className="mt-1 text-sm not-italic">
      {name}
      <br />
      {street}
      {apartment ? `, ${apartment}` : ''}
      <br />
      {city}, {state} {zip}
      <br />
      {countryName(country) ?? country}
    </address>
  )
}
