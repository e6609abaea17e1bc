import { useWatch } from 'react-hook-form'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'
import { CHECKOUT_FIELD_INPUTS, postalCodeInput } from '../lib/checkout-fields'
import { ADDRESS_FIELDS } from '../lib/checkout-schema'
import { addressFormatOf, COUNTRIES, maskPostalCode, regionsOf } from '@/lib/countries'
import { CheckoutTextField } from './checkout-field'
import { useFieldControl } from './use-field-control'
import { useCheckoutForm } from './checkout-context'

type Kind = 'shipping' | 'billing'

const FIELDS = ADDRESS_FIELDS

function CountrySelect({ kind }: { kind: Kind }) {
  const form = useCheckoutForm()
  const fields = FIELDS[kind]
  const { error, props } = useFieldControl(fields.country)
  return (
    <Field id={props.id} label="Country" required error={error}>
      <select
        autoComplete={CHECKOUT_FIELD_INPUTS[fields.country].autoComplete}
        aria-required="true"
        className={controlClass('light', 'min-h-11')}
        {...props}
        onChange={(event) => {
          // A state of one country means nothing in another.
          form.setValue(fields.state, '')
          form.clearErrors(fields.state)
          props.onChange(event)
        }}
      >
        {COUNTRIES.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
    </Field>
  )
}

function StateField({ kind, country }: { kind: Kind; country: string }) {
  const fields = FIELDS[kind]
  const { error, props } = useFieldControl(fields.state)
  const regions = regionsOf(country)
  const label = addressFormatOf(country).stateLabel
  if (!regions) return <CheckoutTextField name={fields.state} label={label} required />
  return (
    <Field id={props.id} label={label} required error={error}>
      <select
        autoComplete={CHECKOUT_FIELD_INPUTS[fields.state].autoComplete}
        aria-required="true"
        className={controlClass('light', 'min-h-11')}
        {...props}
      >
        <option value="">Select {label.toLowerCase()}</option>
        {regions.map((region) => (
          <option key={region.code} value={region.code}>
            {region.name}
          </option>
        ))}
      </select>
    </Field>
  )
}

/** Street, apartment, city, state (a list for the US and Canada, typed elsewhere), postal code and country. */
export function AddressFields({ kind }: { kind: Kind }) {
  const form = useCheckoutForm()
  const fields = FIELDS[kind]
  const country = useWatch({ control: form.control, name: fields.country })
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <CheckoutTextField name={fields.street} label="Address Line 1" required className="sm:col-span-2" />
      <CheckoutTextField name={fields.apartment} label="Apartment, Suite, etc. (optional)" className="sm:col-span-2" />
      <CheckoutTextField name={fields.city} label="City" required />
      {/* Keyed by country: a list and a text box are different controls. */}
      <StateField key={country} kind={kind} country={country} />
      <CheckoutTextField
        name={fields.zip}
        label={addressFormatOf(country).label}
        required
        mask={(value) => maskPostalCode(country, value)}
        inputAttributes={postalCodeInput(kind, country)}
      />
      <CountrySelect kind={kind} />
    </div>
  )
}
