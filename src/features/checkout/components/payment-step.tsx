import { useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { ADDRESS_FIELDS } from '../lib/checkout-schema'
import { detectCardBrand, formatCardNumber, formatCvc, formatExpiry } from '../lib/card'
import { AddressFields } from '@/components/address-fields'
import { CheckoutTextField } from './checkout-field'
import { useFieldControl } from './use-field-control'
import { useCheckout, useCheckoutForm } from './checkout-context'
import { PromoAndPoints } from './promo-and-points'

function SameAsShipping() {
  const { props } = useFieldControl('billingSameAsShipping')
  return (
    <label htmlFor={props.id} className="flex min-h-11 items-center gap-3 font-semibold">
      <input type="checkbox" {...props} className="size-5 accent-brand-700" />
      Billing address same as shipping
    </label>
  )
}

function CardBrand() {
  const form = useCheckoutForm()
  const number = useWatch({ control: form.control, name: 'cardNumber' })
  const brand = detectCardBrand(number)
  return (
    <p className="mt-1.5 min-h-5 text-sm font-semibold text-ink-muted" aria-live="polite" data-testid="card-brand">
      {brand ?? ''}
    </p>
  )
}

/** Step 2: billing address, card, promo code or points, then Place My Order. */
export function PaymentStep() {
  const form = useCheckoutForm()
  const { flow, back, paymentError } = useCheckout()
  const sameAsShipping = useWatch({ control: form.control, name: 'billingSameAsShipping' })
  return (
    <div className="rounded-2xl border border-brand-100 bg-white p-5 sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Billing &amp; Payment</h1>
      <fieldset className="mt-6">
        <legend className="mb-3 text-lg font-bold">Billing Address</legend>
        <SameAsShipping />
        {sameAsShipping ? null : (
          <div className="mt-4">
            <AddressFields names={ADDRESS_FIELDS.billing} idPrefix="checkout-" section="billing" />
          </div>
        )}
      </fieldset>
      <fieldset className="mt-8">
        <legend className="mb-3 text-lg font-bold">Card Details</legend>
        <p className="mb-4 text-sm text-ink-muted">
          Payments are simulated: no card is charged. Use 4242 4242 4242 4242 with any future date.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <CheckoutTextField name="cardName" label="Cardholder Name" required className="sm:col-span-2" />
          <CheckoutTextField
            name="cardNumber"
            label="Card Number"
            required
            mask={formatCardNumber}
            hint={<CardBrand />}
            className="sm:col-span-2"
          />
          <CheckoutTextField name="cardExpiry" label="Expiry (MM / YY)" required mask={formatExpiry} />
          <CheckoutTextField name="cardCVV" label="CVC" required mask={formatCvc} />
        </div>
      </fieldset>
      <fieldset className="mt-8">
        <legend className="mb-3 text-lg font-bold">Promo Code &amp; Rewards</legend>
        <PromoAndPoints />
      </fieldset>
      <div role="alert" className="mt-6">
        {paymentError ? (
          <p
            className="rounded-lg bg-danger-50 px-3 py-2 text-sm font-semibold text-danger-700"
            data-testid="payment-error"
          >
            {paymentError}
          </p>
        ) : null}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button type="button" variant="secondary" size="lg" onClick={back} disabled={flow.placing}>
          Back to Shipping
        </Button>
        <Button type="submit" size="lg" disabled={flow.placing} aria-disabled={flow.placing || undefined}>
          {flow.placing ? 'Placing Order...' : 'Place My Order'}
        </Button>
      </div>
    </div>
  )
}
