import type { Tables, TablesInsert } from '@/types/database'

export type Address = Tables<'addresses'>

/** What the address form saves; user_id and is_default rules are the database's. */
export type AddressFields = Pick<
  TablesInsert<'addresses'>,
  'label' | 'full_name' | 'street' | 'apartment' | 'city' | 'state' | 'zip' | 'country' | 'phone' | 'is_default'
>

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

/** One row of `points_history()`, newest first; points are negative for redemptions and expiries. */
export interface PointsHistoryEntry {
  entry_id: string
  reason: PointsReason
  points: number
  created_at: string
  /** When points earned by this row expire (null for spends and expiries). */
  expires_at: string | null
  order_id: string | null
  order_number: string | null
  product_id: string | null
  product_name: string | null
}

export interface PointsSummary {
  /** Unexpired points. */
  balance: number
  /** Of the balance, the points that expire within the next 30 days. */
  expiring_soon: number
  /** When the next of the balance's points expire; null when the balance is 0. */
  next_expiry_at: string | null
}
