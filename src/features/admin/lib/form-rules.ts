import * as z from 'zod/mini'

type Rule = readonly [test: (value: string) => boolean, message: string]

/** A text field's rules in order (after trimming); the first that fails gives the field its one message. */
export const text = (...rules: Rule[]) =>
  z.string().check(
    z.trim(),
    z.superRefine<string>((value, ctx) => {
      const failed = rules.find(([test]) => !test(value))
      if (failed) ctx.addIssue({ code: 'custom', message: failed[1], input: value })
    }),
  )

/** Dollars and cents as typed: "5", "5.5", "5.50". */
export const isAmount = (value: string) => /^\d{1,8}(\.\d{1,2})?$/.test(value)

/** A percentage from 0 to 100 with up to three decimals (the database's numeric(6,3)). */
export const isPercent = (value: string) => /^\d{1,3}(\.\d{1,3})?$/.test(value) && Number(value) <= 100

/** How a stored number shows in a text field: 5 as "5.00". */
export const amountText = (value: number | null | undefined) => (value == null ? '' : Number(value).toFixed(2))

/** A control's id and error wiring for Field (`${id}-${name}`, its error `${id}-${name}-error`), else its hint. */
export function fieldAria(id: string, name: string, error?: string, hint?: string) {
  const fieldId = `${id}-${name}`
  return {
    id: fieldId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${fieldId}-error` : hint,
  }
}
