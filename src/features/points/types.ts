import type { Database } from '@/types/database'

type Functions = Database['public']['Functions']
type HistoryRow = Functions['points_history']['Returns'][number]
type SummaryRow = Functions['points_summary']['Returns'][number]

/** The ledger's reasons (a check constraint, so the generated types read them as any string). */
export type PointsReason =
  | 'signup_bonus'
  | 'order'
  | 'review'
  | 'redemption'
  | 'adjustment'
  | 'order_cancelled'
  | 'redemption_refund'
  | 'review_reversed'
  | 'review_restored'
  | 'expiry'

/**
 * One row of `points_history()`, newest first; points are negative for redemptions and expiries. The
 * generated function types read every column as non-null; these may be null.
 */
export type PointsHistoryEntry = Omit<
  HistoryRow,
  'reason' | 'expires_at' | 'order_id' | 'order_number' | 'product_id' | 'product_name'
> & {
  reason: PointsReason
  /** When points earned by this row expire (null for spends and expiries). */
  expires_at: string | null
  order_id: string | null
  order_number: string | null
  product_id: string | null
  product_name: string | null
}

/** Unexpired balance and the part of it that expires within 30 days (`points_summary()`). */
export type PointsSummary = Omit<SummaryRow, 'next_expiry_at'> & {
  /** When the next of the balance's points expire; null when the balance is 0. */
  next_expiry_at: string | null
}
