import type { ChangeEvent } from 'react'
import type { CheckoutField as FieldName } from '../lib/checkout-schema'
import { useCheckoutForm } from './checkout-context'

export const fieldId = (name: FieldName) => `checkout-${name}`

/** The error wiring and change handling every checkout control shares: editing a field clears its error. */
export function useFieldControl(name: FieldName, mask?: (value: string) => string) {
  const form = useCheckoutForm()
  const error = form.formState.errors[name]?.message
  const registered = form.register(name, { onChange: () => form.clearErrors(name) })
  const id = fieldId(name)
  return {
    error,
    props: {
      ...registered,
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        if (mask) event.target.value = mask(event.target.value)
        void registered.onChange(event)
      },
    },
  }
}
