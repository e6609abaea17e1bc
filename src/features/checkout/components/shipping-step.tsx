import { Button } from '@/components/ui/button'
import { ADDRESS_FIELDS } from '../lib/checkout-schema'
import { AddressFields } from '@/components/address-fields'
import { CheckoutTextField } from './checkout-field'
import { SaveAddressBox, SavedAddressChoice } from './saved-addresses'

/** Step 1: who the order is for and where it goes. */
export function ShippingStep() {
  return (
    <div className="rounded-2xl border border-brand-100 bg-white p-5 sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Shipping Information</h1>
      <p className="mt-2 text-sm text-ink-muted">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <SavedAddressChoice />
      <fieldset className="mt-6">
        <legend className="sr-only">Contact</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <CheckoutTextField name="shippingFullName" label="Full Name" required className="sm:col-span-2" />
          <CheckoutTextField name="email" label="Email Address" required />
          <CheckoutTextField name="shippingPhone" label="Phone (optional)" />
        </div>
      </fieldset>
      <fieldset className="mt-6">
        <legend className="mb-3 text-lg font-bold">Shipping Address</legend>
        <AddressFields names={ADDRESS_FIELDS.shipping} idPrefix="checkout-" section="shipping" />
        <SaveAddressBox />
      </fieldset>
      <div className="mt-8 flex justify-end">
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          Next: Billing &amp; Payment
        </Button>
      </div>
    </div>
  )
}
