import { useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'
import { COUNTRIES } from '@/lib/countries'
import { toast } from '@/stores/toast'
import { missingRequiredFields, MISSING_FIELDS_TOAST, type AddressFormValues } from '../lib/address-form'

type TextField = Exclude<keyof AddressFormValues, 'is_default' | 'country'>

const textFields: { name: TextField; label: string; required?: boolean; autoComplete: string }[] = [
  { name: 'label', label: 'Label (e.g. Home)', autoComplete: 'off' },
  { name: 'full_name', label: 'Full Name', required: true, autoComplete: 'name' },
  { name: 'street', label: 'Street Address', required: true, autoComplete: 'address-line1' },
  { name: 'apartment', label: 'Apartment, suite, etc.', autoComplete: 'address-line2' },
  { name: 'city', label: 'City', required: true, autoComplete: 'address-level2' },
  { name: 'state', label: 'State / Province', required: true, autoComplete: 'address-level1' },
  { name: 'zip', label: 'ZIP / Postal Code', required: true, autoComplete: 'postal-code' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel' },
]

interface AddressFormProps {
  mode: 'add' | 'edit'
  initial: AddressFormValues
  saving: boolean
  onSave: (values: AddressFormValues) => void
  onCancel: () => void
}

const labelOf = (name: keyof AddressFormValues) =>
  name === 'country' ? 'Country' : (textFields.find((field) => field.name === name)?.label ?? name)

/**
 * Add or edit an address; the required fields are checked on save: each missing one says so beside it
 * (and takes focus, the first of them), and the spec's toast names the problem.
 */
export function AddressForm({ mode, initial, saving, onSave, onCancel }: AddressFormProps) {
  const [values, setValues] = useState(initial)
  const [missing, setMissing] = useState<readonly (keyof AddressFormValues)[]>([])
  const formRef = useRef<HTMLFormElement>(null)
  const set = <K extends keyof AddressFormValues>(name: K, value: AddressFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }))
    // Editing a field clears its error.
    setMissing((current) => (current.includes(name) ? current.filter((field) => field !== name) : current))
  }
  const errorOf = (name: keyof AddressFormValues) =>
    missing.includes(name) ? `${labelOf(name)} is required.` : undefined

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const empty = missingRequiredFields(values)
    setMissing(empty)
    if (empty.length > 0) {
      formRef.current?.querySelector<HTMLElement>(`#address-${empty[0]}`)?.focus()
      toast(MISSING_FIELDS_TOAST)
      return
    }
    onSave(values)
  }

  const title = mode === 'add' ? 'Add Address' : 'Edit Address'
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      aria-label={title}
      noValidate
      className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-5 sm:grid-cols-2"
    >
      <h2 className="text-xl font-bold sm:col-span-2">{title}</h2>
      {textFields.map((field) => {
        const error = errorOf(field.name)
        return (
          <Field
            key={field.name}
            id={`address-${field.name}`}
            label={field.label}
            required={field.required}
            error={error}
          >
            <input
              id={`address-${field.name}`}
              className={controlClass()}
              autoComplete={field.autoComplete}
              aria-required={field.required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `address-${field.name}-error` : undefined}
              value={values[field.name]}
              onChange={(event) => set(field.name, event.target.value)}
            />
          </Field>
        )
      })}
      <Field id="address-country" label="Country" required>
        <select
          id="address-country"
          className={controlClass()}
          autoComplete="country"
          value={values.country}
          onChange={(event) => set('country', event.target.value)}
        >
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </Field>
      <label className="flex min-h-11 items-center gap-2 sm:col-span-2">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={values.is_default}
          onChange={(event) => set('is_default', event.target.checked)}
        />
        Use as my default address
      </label>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Address'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
