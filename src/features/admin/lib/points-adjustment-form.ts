import * as z from 'zod/mini'
import { text } from './form-rules'

export const ADJUSTMENT_MESSAGES = {
  points: 'Enter a whole number of points, like 50 or -20 (not 0).',
  reason: 'Give a reason of 3 to 300 characters.',
} as const

/** The database's own limits (admin_adjust_points): a non-zero whole number up to 100000 either way, a reason. */
export const pointsAdjustmentSchema = z.object({
  points: text([
    (v) => /^[+-]?\d{1,6}$/.test(v) && Number(v) !== 0 && Math.abs(Number(v)) <= 100000,
    ADJUSTMENT_MESSAGES.points,
  ]),
  reason: text([(v) => v.length >= 3 && v.length <= 300, ADJUSTMENT_MESSAGES.reason]),
})

export type PointsAdjustmentForm = z.input<typeof pointsAdjustmentSchema>
