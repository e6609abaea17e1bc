import { useMemo } from 'react'
import { useAddresses } from '@/features/addresses/api/get-addresses'
import { useSaveAddress } from '@/features/addresses/api/save-address'
import type { AddressBook } from '@/features/checkout/lib/saved-addresses'
import { CheckoutForm } from '@/features/checkout/components/checkout-form'
import { useAuth } from '@/lib/auth'

/**
 * The shipping and payment steps' shared layout: one form above both, so their values survive moving between them.
 * A signed-in customer's address book comes from the addresses feature: the checkout offers its addresses and adds the
 * one typed when asked.
 */
export default function CheckoutFormRoute() {
  const userId = useAuth().user?.id
  const addresses = useAddresses(userId)
  const { mutateAsync: saveAddress } = useSaveAddress()
  const addressBook = useMemo<AddressBook | null>(
    () => (userId ? { addresses: addresses.data ?? [], save: (fields) => saveAddress({ userId, fields }) } : null),
    [userId, addresses.data, saveAddress],
  )
  return <CheckoutForm addressBook={addressBook} />
}
