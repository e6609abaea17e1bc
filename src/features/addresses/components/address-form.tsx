import type { InputHTMLAttributes } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormProvider, useForm } from 'react-hook-form'
import { AddressFields } from '@/components/address-fields'
import { Button } from '@/components/ui/button'
import { FormTextField } from '@/components/ui/form/form-text-field'
import { toast } from '@/stores/toast'
import {
  addressFormSchema,
  missingRequiredFields,
  MISSING_FIELDS_TOAST,
  type AddressFormInput,
  type AddressFormValues,
} from '../lib/address-form'

const ID_PREFIX = 'address-'

const POSTAL_FIELDS = {
  street: 'street',
  apartment: 'apartment',
  city: 'city',
  state: 'state',
  zip: 'zip',
  country: 'country',
}

function TextField(props: {
  name: 'label' | 'full_name' | 'phone'
  label: string
  required?: boolean
  attributes: InputHTMLAttributes<HTMLInputElement>
}) {
  return <FormTextField idPrefix={ID_PREFIX} {...props} />
}

interface AddressFormProps {
  mode: 'add' | 'edit'
  initial: AddressFormInput
  saving: boolean
  onSave: (values: AddressFormValues) => void
  onCancel: () => void
}

/**
 * Add or edit an address, held to the checkout's rules: each failing field says why beside it (the first
 * takes focus), and a required field left empty brings the spec's Missing Fields toast.
 */
export function AddressForm({ mode, initial, saving, onSave, onCancel }: AddressFormProps) {
  const form = useForm<AddressFormInput, unknown, AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  })
  const onInvalid = () => {
    if (missingRequiredFields(form.getValues()).length > 0) toast(MISSING_FIELDS_TOAST)
  }
  const title = mode === 'add' ? 'Add Address' : 'Edit Address'
  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void form.handleSubmit(onSave, onInvalid)(event)}
        aria-label={title}
        noValidate
        className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-5 sm:grid-cols-2"
      >
        <h2 className="text-xl font-bold sm:col-span-2">{title}</h2>
        <TextField name="label" label="Label (e.g. Home)" attributes={{ autoComplete: 'off', maxLength: 40 }} />
        <TextField name="full_name" label="Full Name" required attributes={{ autoComplete: 'name', maxLength: 120 }} />
        <div className="sm:col-span-2">
          <AddressFields names={POSTAL_FIELDS} idPrefix={ID_PREFIX} />
        </div>
        <TextField
          name="phone"
          label="Phone (optional)"
          attributes={{ autoComplete: 'tel', type: 'tel', inputMode: 'tel', maxLength: 25 }}
        />
        <label className="flex min-h-11 items-center gap-2 sm:col-span-2">
          <input type="checkbox" className="size-4 accent-brand-700" {...form.register('is_default')} />
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
    </FormProvider>
  )
}
