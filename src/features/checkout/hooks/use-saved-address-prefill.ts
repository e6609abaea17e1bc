import { useCallback, useEffect, useRef } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { CheckoutField, CheckoutFormInput, CheckoutFormValues } from '../lib/checkout-schema'
import { shippingFieldsOf, type AddressBook, type SavedAddress } from '../lib/saved-addresses'
import type { CheckoutBuyer } from './use-checkout-buyer'

const NO_SAVED_ADDRESSES: readonly SavedAddress[] = []

/** The shipping fields "Enter a new address" empties (the recipient, phone and country stay). */
const NEW_ADDRESS_FIELDS = [
  'shippingAddress',
  'shippingApartment',
  'shippingCity',
  'shippingState',
  'shippingZip',
] as const satisfies readonly CheckoutField[]

interface SavedAddressPrefillOptions {
  form: UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>
  buyer: CheckoutBuyer | null | undefined
  addressBook: AddressBook | null
}

/**
 * What the form starts from for a signed-in buyer: their e-mail and name, and their default saved address,
 * each unless the shopper has begun typing their own; and the choice of another saved address or a new one.
 */
export function useSavedAddressPrefill({ form, buyer, addressBook }: SavedAddressPrefillOptions) {
  const { getValues, setValue, clearErrors } = form
  const savedAddresses = addressBook?.addresses ?? NO_SAVED_ADDRESSES
  const addressPreselected = useRef(false)

  useEffect(() => {
    if (!buyer) return
    if (getValues('email') === '' && buyer.email) setValue('email', buyer.email)
    if (getValues('shippingFullName') === '' && buyer.fullName) setValue('shippingFullName', buyer.fullName)
  }, [buyer, getValues, setValue])

  /** Fills the contact and address fields from a saved address, or empties the address fields for a new one (null). */
  const chooseSavedAddress = useCallback(
    (address: SavedAddress | null) => {
      const fields = address ? shippingFieldsOf(address) : Object.fromEntries(NEW_ADDRESS_FIELDS.map((f) => [f, '']))
      for (const [name, value] of Object.entries(fields) as [CheckoutField, string][]) {
        setValue(name, value)
        clearErrors(name)
      }
    },
    [clearErrors, setValue],
  )

  // Once the saved addresses arrive (they load after the form), the default one is chosen.
  useEffect(() => {
    if (addressPreselected.current || savedAddresses.length === 0) return
    addressPreselected.current = true
    const untouched = NEW_ADDRESS_FIELDS.every((name) => getValues(name) === '')
    const preferred = savedAddresses.find((address) => address.is_default) ?? savedAddresses[0]
    if (untouched && preferred) chooseSavedAddress(preferred)
  }, [savedAddresses, chooseSavedAddress, getValues])

  return {
    /** The signed-in customer's saved addresses, the default first; none for a guest. */
    savedAddresses,
    /** Whether the typed address may be saved to the account: a signed-in customer's checkout. */
    canSaveAddress: addressBook !== null && Boolean(buyer),
    chooseSavedAddress,
  }
}

export type SavedAddressChoices = ReturnType<typeof useSavedAddressPrefill>
