import type { ChangeEvent } from 'react'
import { useFormContext } from 'react-hook-form'

/** A registered control of the surrounding react-hook-form: editing it clears its error; `mask` formats what is typed. */
export function useFormControl(name: string, idPrefix: string, mask?: (value: string) => string) {
  const { register, clearErrors, getFieldState, formState } = useFormContext()
  const error = getFieldState(name, formState).error?.message
  const registered = register(name, { onChange: () => clearErrors(name) })
  const id = `${idPrefix}${name}`
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
