import type { FunctionRow } from '@/types/supabase'

/** One row of `points_history()`, newest first; points are negative for redemptions and expiries. */
export type PointsHistoryEntry = FunctionRow<'points_history'>

/** Unexpired balance, the part of it that expires within 30 days and when the next points expire (`points_summary()`). */
export type PointsSummary = FunctionRow<'points_summary'>
