import type { ShippingAddress } from '@/types/order'

/** An address as a label prints it: street, city line, country, then the phone when there is one. */
export function OrderAddress({ address, name }: { address: ShippingAddress; name?: string }) {
  return (
    <address className="mt-2 text-sm not-italic">
      {name ? (
        <>
          {name}
          <br />
        </>
      ) : null}
      {address.street}
      {address.apartment ? `, ${address.apartment}` : ''}
      <br />
      {address.city}, {address.state} {address.zip}
      <br />
      {address.country}
      {address.phone ? (
        <>
          <br />
          {address.phone}
        </>
      ) : null}
    </address>
  )
}
