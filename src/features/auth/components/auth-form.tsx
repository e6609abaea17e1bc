import { useId, type HTMLInputAutoCompleteAttribute, type ReactNode } from 'react'
import type { FieldValues, Path, SubmitHandler, UseFormReturn } from 'react-hook-form'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'

export interface AuthFieldSpec<T extends FieldValues> {
  name: Path<T>
  label: string
  type?: 'text' | 'email' | 'password'
}

interface AuthFormProps<T extends FieldValues, U extends FieldValues> {
  form: UseFormReturn<T, unknown, U>
  /** The form's accessible name. */
  label: string
  fields: AuthFieldSpec<T>[]
  /** Autofill tokens by field name (AUTH_FIELD_AUTOCOMPLETE). */
  autoComplete: Partial<Record<Path<T>, HTMLInputAutoCompleteAttribute>>
  onValid: SubmitHandler<U>
  /** Below the fields: links, the form's own message, the submit button. */
  children: ReactNode
  intro?: ReactNode
}

/**
 * An auth form: labelled, required inputs, each with its message below it (announced, and named by
 * aria-describedby); typing clears a message, and react-hook-form focuses the first invalid field on submit.
 */
export function AuthForm<T extends FieldValues, U extends FieldValues>({
  form,
  label,
  fields,
  autoComplete,
  onValid,
  children,
  intro,
}: AuthFormProps<T, U>) {
  const formId = useId()
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      className="grid gap-5"
    >
      {intro}
      {fields.map(({ name, label: fieldLabel, type = 'text' }) => {
        const id = `${formId}-${name}`
        const error = form.getFieldState(name, form.formState).error?.message
        return (
          <Field key={name} id={id} label={fieldLabel} required error={error}>
            <input
              id={id}
              type={type}
              autoComplete={autoComplete[name]}
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={controlClass()}
              {...form.register(name, { onChange: () => form.clearErrors(name) })}
            />
          </Field>
        )
      })}
      {children}
    </form>
  )
}
