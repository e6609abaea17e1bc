import type { UseFormRegisterReturn } from 'react-hook-form'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'

type FacetSelectProps = UseFormRegisterReturn & {
  id: string
  label: string
  /** The managed list (undefined while it loads). */
  options: readonly string[] | undefined
  /** The product's saved value, offered even before the list has loaded so the form never blanks it. */
  current?: string
  error?: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** A category or cuisine, picked from the managed list so a typo cannot make a new shop filter. */
export function FacetSelect({ label, options, current, error, ...control }: FacetSelectProps) {
  const values = [...new Set([...(current ? [current] : []), ...(options ?? [])])].sort((a, b) => a.localeCompare(b))
  return (
    <Field id={control.id} label={label} required error={error}>
      <select aria-required="true" className={controlClass('light', 'min-h-11')} {...control}>
        <option value="">{options ? `Choose...` : 'Loading...'}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
    </Field>
  )
}
