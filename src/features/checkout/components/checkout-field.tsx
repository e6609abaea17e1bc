import type { ReactNode } from 'react'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'
import { CHECKOUT_FIELD_INPUTS, type FieldInputAttributes } from '../lib/checkout-fields'
import { useFieldControl } from './use-field-control'

type TextFieldName = keyof typeof CHECKOUT_FIELD_INPUTS

interface CheckoutTextFieldProps {
  name: TextFieldName
  label: string
  required?: boolean
  /** Formats what is typed (card number, expiry, CVC, postal code). */
  mask?: (value: string) => string
  /** Overrides of the field's autofill and keyboard attributes (a postal code's keyboard follows its country). */
  inputAttributes?: FieldInputAttributes
  hint?: ReactNode
  className?: string
}

/** A labelled text input with its autofill token, keyboard and error from the checkout's field data. */
export function CheckoutTextField({
  name,
  label,
  required,
  mask,
  inputAttributes,
  hint,
  className,
}: CheckoutTextFieldProps) {
  const { error, props } = useFieldControl(name, mask)
  const attributes = inputAttributes ?? CHECKOUT_FIELD_INPUTS[name]
  return (
    <div className={className}>
      <Field id={props.id} label={label} required={required} error={error}>
        <input
          type="text"
          {...attributes}
          aria-required={required || undefined}
          className={controlClass()}
          {...props}
        />
      </Field>
      {hint}
    </div>
  )
}
