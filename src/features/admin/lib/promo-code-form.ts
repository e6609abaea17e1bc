import * as z from 'zod/mini'
import type { PromoCode, PromoCodeFields } from '../api/promo-codes'
import { amountText, isAmount, isPercent, text } from './form-rules'

export const PROMO_MESSAGES = {
  code: 'Use 3 to 32 letters and digits, like SPRING15.',
  description: 'Describe the offer for yourself and the team.',
  percent: 'Enter a percentage above 0 and up to 100.',
  amount: 'Enter an amount in dollars above 0, like 5.00.',
  minimum: 'Enter an amount in dollars, like 25.00, or 0.',
  maxUses: 'Enter a whole number above 0, or leave it empty.',
  endsBeforeStart: 'The end must come after the start.',
} as const

const isDateTime = (value: string) => value === '' || !Number.isNaN(new Date(value).getTime())

export const promoCodeSchema = z
  .object({
    code: text([(v) => /^[A-Z0-9]{3,32}$/.test(v.toUpperCase()), PROMO_MESSAGES.code]),
    description: text([(v) => v !== '', PROMO_MESSAGES.description]),
    discount_type: z.enum(['percent', 'fixed']),
    discount_value: z.string().check(z.trim()),
    min_subtotal: text([isAmount, PROMO_MESSAGES.minimum]),
    starts_at: text([isDateTime, 'Enter a date and time.']),
    ends_at: text([isDateTime, 'Enter a date and time.']),
    max_uses: text([(v) => v === '' || (/^\d{1,9}$/.test(v) && Number(v) > 0), PROMO_MESSAGES.maxUses]),
    is_active: z.boolean(),
  })
  .check(
    z.superRefine((form, ctx) => {
      const value = form.discount_value
      const valid =
        form.discount_type === 'percent' ? isPercent(value) && Number(value) > 0 : isAmount(value) && Number(value) > 0
      if (!valid) {
        ctx.addIssue({
          code: 'custom',
          path: ['discount_value'],
          message: form.discount_type === 'percent' ? PROMO_MESSAGES.percent : PROMO_MESSAGES.amount,
          input: value,
        })
      }
      if (form.starts_at && form.ends_at && new Date(form.ends_at) <= new Date(form.starts_at)) {
        ctx.addIssue({
          code: 'custom',
          path: ['ends_at'],
          message: PROMO_MESSAGES.endsBeforeStart,
          input: form.ends_at,
        })
      }
    }),
  )

export type PromoCodeForm = z.input<typeof promoCodeSchema>

export const NEW_PROMO_CODE: PromoCodeForm = {
  code: '',
  description: '',
  discount_type: 'percent',
  discount_value: '',
  min_subtotal: '0',
  starts_at: '',
  ends_at: '',
  max_uses: '',
  is_active: true,
}

/** An instant as a datetime-local field shows it: the browser's own time zone, to the minute. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

const fromLocalInput = (value: string) => (value === '' ? null : new Date(value).toISOString())

export const promoCodeToForm = (promo: PromoCode): PromoCodeForm => ({
  code: promo.code,
  description: promo.description,
  discount_type: promo.discount_type === 'fixed' ? 'fixed' : 'percent',
  discount_value: String(Number(promo.discount_value)),
  min_subtotal: amountText(promo.min_subtotal),
  starts_at: toLocalInput(promo.starts_at),
  ends_at: toLocalInput(promo.ends_at),
  max_uses: promo.max_uses == null ? '' : String(promo.max_uses),
  is_active: promo.is_active,
})

export const formToPromoCode = (form: PromoCodeForm): PromoCodeFields => ({
  code: form.code.trim().toUpperCase(),
  description: form.description.trim(),
  discount_type: form.discount_type,
  discount_value: Number(form.discount_value),
  min_subtotal: Number(form.min_subtotal),
  starts_at: fromLocalInput(form.starts_at.trim()),
  ends_at: fromLocalInput(form.ends_at.trim()),
  max_uses: form.max_uses.trim() === '' ? null : Number(form.max_uses),
  is_active: form.is_active,
})

/** Where a code stands now: what a shopper typing it would meet. */
export function promoStatus(
  promo: PromoCode,
  now = Date.now(),
): 'Active' | 'Off' | 'Expired' | 'Scheduled' | 'Used up' {
  if (!promo.is_active) return 'Off'
  if (promo.ends_at && new Date(promo.ends_at).getTime() <= now) return 'Expired'
  if (promo.starts_at && new Date(promo.starts_at).getTime() > now) return 'Scheduled'
  if (promo.max_uses != null && promo.uses >= promo.max_uses) return 'Used up'
  return 'Active'
}
