import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import { describeSavedAddress, matchingSavedAddress } from '../lib/saved-addresses'
import { useCheckout, useCheckoutForm } from './checkout-context'
import { useFieldControl } from './use-field-control'

/** The saved address the shipping fields hold now, if any: editing a field turns the choice into a new address. */
function useChosenSavedAddress() {
  const form = useCheckoutForm()
  const { savedAddresses } = useCheckout().addresses
  const [shippingAddress, shippingApartment, shippingCity, shippingState, shippingZip, shippingCountry] = useWatch({
    control: form.control,
    name: ['shippingAddress', 'shippingApartment', 'shippingCity', 'shippingState', 'shippingZip', 'shippingCountry'],
  })
  return matchingSavedAddress(savedAddresses, {
    shippingAddress,
    shippingApartment,
    shippingCity,
    shippingState,
    shippingZip,
    shippingCountry,
  })
}

const optionClass =
  'flex min-h-11 items-center gap-3 rounded-xl border border-brand-100 px-3 py-2 text-sm has-checked:border-brand-700'

/** A signed-in customer's saved addresses to ship to (the default comes chosen), or a new one to type. */
export function SavedAddressChoice() {
  const { savedAddresses, chooseSavedAddress } = useCheckout().addresses
  const chosen = useChosenSavedAddress()
  const id = useId()
  if (savedAddresses.length === 0) return null
  return (
    <fieldset className="mt-6">
      <legend className="mb-3 text-lg font-bold">Saved Addresses</legend>
      <div className="grid gap-2">
        {savedAddresses.map((address) => (
          <label key={address.id} htmlFor={`${id}-${address.id}`} className={optionClass}>
            <input
              type="radio"
              id={`${id}-${address.id}`}
              name="savedAddress"
              checked={chosen?.id === address.id}
              onChange={() => chooseSavedAddress(address)}
              className="size-4 shrink-0 accent-brand-700"
            />
            <span>
              {describeSavedAddress(address)}
              {address.is_default ? <span className="ml-2 font-semibold">(Default)</span> : null}
            </span>
          </label>
        ))}
        <label htmlFor={`${id}-new`} className={optionClass}>
          <input
            type="radio"
            id={`${id}-new`}
            name="savedAddress"
            checked={!chosen}
            onChange={() => chooseSavedAddress(null)}
            className="size-4 shrink-0 accent-brand-700"
          />
          Enter a new address
        </label>
      </div>
    </fieldset>
  )
}

/** For a signed-in customer typing an address the account does not hold: add it once the order is placed. */
export function SaveAddressBox() {
  const { canSaveAddress } = useCheckout().addresses
  const chosen = useChosenSavedAddress()
  const { props } = useFieldControl('saveAddress')
  if (!canSaveAddress || chosen) return null
  return (
    <label htmlFor={props.id} className="mt-5 flex min-h-11 items-center gap-3 font-semibold">
      <input type="checkbox" {...props} className="size-5 accent-brand-700" />
      Save this address to my account
    </label>
  )
}
