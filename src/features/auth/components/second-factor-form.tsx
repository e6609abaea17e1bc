import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'
import { CODE_REFUSED } from '../api/mfa'
import { codeSchema, SECOND_FACTOR_TEXT, type CodeValues } from '../lib/second-factor-schema'

interface SecondFactorFormProps {
  /** The form's accessible name. */
  label: string
  submitLabel: string
  pendingLabel: string
  /** Throws Auth's error for a refused code: the form says so under the field. */
  onCode: (code: string) => Promise<void>
  children?: React.ReactNode
}

/** One 6-digit code from an authenticator app: a numeric keyboard, the browser's one-time-code autofill. */
export function SecondFactorForm({ label, submitLabel, pendingLabel, onCode, children }: SecondFactorFormProps) {
  const id = useId()
  const form = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } })
  const error = form.formState.errors.code?.message

  const onValid = async ({ code }: CodeValues) => {
    try {
      await onCode(code)
    } catch (e) {
      const refused = CODE_REFUSED.has(String((e as { code?: unknown } | null)?.code))
      form.setError('code', { message: refused ? SECOND_FACTOR_TEXT.codeRefused : SECOND_FACTOR_TEXT.failed })
      form.setFocus('code')
    }
  }

  return (
    <form noValidate aria-label={label} onSubmit={(e) => void form.handleSubmit(onValid)(e)} className="grid gap-4">
      <Field id={id} label="Authentication code" required error={error}>
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
