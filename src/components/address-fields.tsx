import { useFormContext, useWatch } from 'react-hook-form'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'
import { FormTextField } from '@/components/ui/form/form-text-field'
import { useFormControl } from '@/components/ui/form/use-form-control'
import { addressInputs, postalCodeInputOf, type AddressKind } from '@/lib/address'
import { addressFormatOf, COUNTRIES, maskPostalCode, regionsOf } from '@/lib/countries'

/** The form's field name for each part of the address. */
export interface AddressFieldNames {
  street: string
  apartment: string
  city: string
  state: string
  zip: string
  country: string
}

interface AddressFieldsProps {
  names: AddressFieldNames
  /** Prefixed to each field name to make its control's id. */
  idPrefix: string
  /** The autofill section, where a page holds two addresses (shipping and billing). */
  section?: AddressKind
}

function StateField({ names, idPrefix, section, country }: AddressFieldsProps & { country: string }) {
  const { error, props } = useFormControl(names.state, idPrefix)
  const regions = regionsOf(country)
  const label = addressFormatOf(country).stateLabel
  const attributes = addressInputs(section).State
  if (!regions) {
    return <FormTextField name={names.state} idPrefix={idPrefix} label={label} required attributes={attributes} />
  }
  return (
    <Field id={props.id} label={label} required error={error}>
      <select
        autoComplete={attributes.autoComplete}
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

function CountrySelect({ names, idPrefix, section }: AddressFieldsProps) {
  const { setValue, clearErrors } = useFormContext()
  const { error, props } = useFormControl(names.country, idPrefix)
  return (
    <Field id={props.id} label="Country" required error={error}>
      <select
        autoComplete={addressInputs(section).Country.autoComplete}
        aria-required="true"
        className={controlClass('light', 'min-h-11')}
        {...props}
        onChange={(event) => {
          // A state of one country means nothing in another.
          setValue(names.state, '')
          clearErrors(names.state)
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

/**
 * Street, apartment, city, state (a list for the US and Canada, typed elsewhere), postal code and country,
 * inside a react-hook-form whose schema holds them to lib/address's rules: the checkout's addresses and the
 * account's address book alike.
 */
export function AddressFields(props: AddressFieldsProps) {
  const { names, idPrefix, section } = props
  const country = useWatch({ name: names.country }) as string
  const inputs = addressInputs(section)
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormTextField
        name={names.street}
        idPrefix={idPrefix}
        label="Address Line 1"
        required
        attributes={inputs.Address}
        className="sm:col-span-2"
      />
      <FormTextField
        name={names.apartment}
        idPrefix={idPrefix}
        label="Apartment, Suite, etc. (optional)"
        attributes={inputs.Apartment}
        className="sm:col-span-2"
      />
      <FormTextField name={names.city} idPrefix={idPrefix} label="City" required attributes={inputs.City} />
      {/* Keyed by country: a list and a text box are different controls. */}
      <StateField key={country} {...props} country={country} />
      <FormTextField
        name={names.zip}
        idPrefix={idPrefix}
        label={addressFormatOf(country).label}
        required
        mask={(value) => maskPostalCode(country, value)}
        attributes={postalCodeInputOf(section, country)}
      />
      <CountrySelect {...props} />
    </div>
  )
}
