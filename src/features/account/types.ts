import type { Tables, TablesInsert } from '@/types/database'
import type { FunctionRow } from '@/types/supabase'

/**
 * One wished product and size, as `get_wishlist()` returns it. The generated function types read every
 * column as non-null; these are the real ones.
 */
export interface WishlistItem {
  id: string
  product_id: string
  product_name: string
  product_slug: string
  main_image_url: string | null
  /** Null for a product that comes in no sizes. */
  size: string | null
  size_label: string | null
  /** Unit price of this size (product price + size modifier). */
  price: number
  /** Units left of this size; null when the stock is not counted (unlimited). */
  stock: number | null
  in_stock: boolean
  /** The size was out of stock when it was wished and is in stock now. */
  back_in_stock: boolean
  created_at: string
}

export type Address = Tables<'addresses'>

/** What the address form saves; user_id and is_default rules are the database's. */
export type AddressFields = Pick<
  TablesInsert<'addresses'>,
  'label' | 'full_name' | 'street' | 'apartment' | 'city' | 'state' | 'zip' | 'country' | 'phone' | 'is_default'
>

export type PointsReason = FunctionRow<'points_history'>['reason']

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
