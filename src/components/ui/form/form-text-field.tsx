import type { InputHTMLAttributes, ReactNode } from 'react'
import { controlClass } from './control-class'
import { Field } from './field'
import { useFormControl } from './use-form-control'

export interface FormTextFieldProps {
  /** The field's name in the surrounding react-hook-form. */
  name: string
  /** Prefixed to the name to make the control's id. */
  idPrefix: string
  label: string
  required?: boolean
  /** Autofill token, keyboard and length limit. */
  attributes: InputHTMLAttributes<HTMLInputElement>
  /** Formats what is typed (card number, expiry, CVC, postal code). */
  mask?: (value: string) => string
  hint?: ReactNode
  className?: string
}

/** A labelled text input of the surrounding react-hook-form, with its error beside it. */
export function FormTextField({
  name,
  idPrefix,
  label,
  required,
  attributes,
  mask,
  hint,
  className,
}: FormTextFieldProps) {
  const { error, props } = useFormControl(name, idPrefix, mask)
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
