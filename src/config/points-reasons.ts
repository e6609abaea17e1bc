import type { FunctionRow } from '@/types/supabase'

/** The ledger's reasons (a CHECK on `points_ledger.reason`, typed in src/types/supabase.ts). */
export type PointsReason = FunctionRow<'points_history'>['reason']

/** The points ledger's reasons as people read them, in the account's history and the admin's customer page alike. */
const labels: Record<PointsReason, string> = {
  signup_bonus: 'Sign-up bonus',
  order: 'Order',
  review: 'Product review',
  redemption: 'Redeemed at checkout',
  adjustment: 'Adjustment',
  order_cancelled: 'Order cancelled',
  redemption_refund: 'Redemption refunded',
  review_reversed: 'Review points returned',
  review_restored: 'Review points restored',
  expiry: 'Points expired',
  referral: 'Friend referral bonus',
  referral_reversed: 'Friend referral bonus returned',
}

/** A ledger reason as people read it; a reason this build does not know yet reads as stored. */
export const pointsReasonLabel = (reason: string): string =>
  Object.hasOwn(labels, reason) ? labels[reason as PointsReason] : reason
