import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import type { FieldTone } from './control-class'

interface FieldProps {
  /** The control's id: the label points at it, and the error is `${id}-error` (for its aria-describedby). */
  id: string
  label: string
  required?: boolean
  error?: string
  tone?: FieldTone
  children: ReactNode
}

const labelTones: Record<FieldTone, string> = {
  light: 'font-semibold text-ink',
  dark: 'text-sm font-semibold text-cream',
}

const errorTones: Record<FieldTone, string> = {
  light: 'mt-1.5 text-sm font-semibold text-danger-700',
  dark: 'mt-2 text-sm font-semibold text-saffron-300',
}

/** A label, its control (the children) and the control's error message, if any. */
export function Field({ id, label, required, error, tone = 'light', children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className={cn('block', labelTones[tone])}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        // role="alert": the message is read out as it appears, not only when the control is next focused.
        <p id={`${id}-error`} role="alert" className={errorTones[tone]}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
