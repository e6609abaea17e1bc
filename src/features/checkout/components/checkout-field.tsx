import type { ReactNode } from 'react'
import { FormTextField } from '@/components/ui/form/form-text-field'
import { CHECKOUT_FIELD_INPUTS, type FieldInputAttributes } from '../lib/checkout-fields'

type TextFieldName = keyof typeof CHECKOUT_FIELD_INPUTS

interface CheckoutTextFieldProps {
  name: TextFieldName
  label: string
  required?: boolean
  /** Formats what is typed (card number, expiry, CVC, postal code). */
  mask?: (value: string) => string
  /** Overrides of the field's autofill and keyboard attributes. */
  inputAttributes?: FieldInputAttributes
  hint?: ReactNode
  className?: string
}

/** A labelled text input with its autofill token, keyboard and error from the checkout's field data. */
export function CheckoutTextField({ name, inputAttributes, ...props }: CheckoutTextFieldProps) {
  return (
    <FormTextField
      name={name}
      idPrefix="checkout-"
      attributes={inputAttributes ?? CHECKOUT_FIELD_INPUTS[name]}
      {...props}
    />
  )
}
