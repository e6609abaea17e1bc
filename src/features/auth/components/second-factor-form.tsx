import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'
import { CODE_REFUSED } from '../api/mfa'
import { REAUTHENTICATION_REFUSED } from '../api/reauthenticate'
import {
  codeSchema,
  mailedCodeSchema,
  REAUTHENTICATION_TEXT,
  SECOND_FACTOR_TEXT,
  type CodeValues,
} from '../lib/second-factor-schema'

/** Where the code comes from: the authenticator app, or the mail Auth sends before a sensitive change. */
const SOURCES = {
  app: { field: 'Authentication code', schema: codeSchema, refused: CODE_REFUSED, text: SECOND_FACTOR_TEXT },
  mail: {
    field: 'Emailed code',
    schema: mailedCodeSchema,
    refused: REAUTHENTICATION_REFUSED,
    text: REAUTHENTICATION_TEXT,
  },
} as const

interface SecondFactorFormProps {
  /** The form's accessible name. */
  label: string
  submitLabel: string
  pendingLabel: string
  /** Throws Auth's error for a refused code: the form says so under the field. */
  onCode: (code: string) => Promise<void>
  source?: keyof typeof SOURCES
  children?: React.ReactNode
}

/** One 6-digit code (an authenticator app's or a mailed one): a numeric keyboard, the browser's one-time-code autofill. */
export function SecondFactorForm({
  label,
  submitLabel,
  pendingLabel,
  onCode,
  source = 'app',
  children,
}: SecondFactorFormProps) {
  const id = useId()
  const { field, schema, refused: refusedCodes, text } = SOURCES[source]
  const form = useForm<CodeValues>({ resolver: zodResolver(schema), defaultValues: { code: '' } })
  const error = form.formState.errors.code?.message

  const onValid = async ({ code }: CodeValues) => {
    try {
      await onCode(code)
    } catch (e) {
      const refused = refusedCodes.has(String((e as { code?: unknown } | null)?.code))
      form.setError('code', { message: refused ? text.codeRefused : SECOND_FACTOR_TEXT.failed })
      form.setFocus('code')
    }
  }

  return (
    <form noValidate aria-label={label} onSubmit={(e) => void form.handleSubmit(onValid)(e)} className="grid gap-4">
      <Field id={id} label={field} required error={error}>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={controlClass()}
          {...form.register('code', { onChange: () => form.clearErrors('code') })}
        />
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? pendingLabel : submitLabel}
        </Button>
        {children}
      </div>
    </form>
  )
}
