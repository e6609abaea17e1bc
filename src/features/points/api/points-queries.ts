import type { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from '@/types/supabase'

// Apart from the app's client (lib/supabase), as the catalogue's query is: index.html's early read
// (scripts/vite/early-read.ts) builds the very same requests.

/** The signed-in member's unexpired balance, the points expiring within 30 days and the next expiry date. */
export function buildPointsSummaryQuery(client: PostgrestClient<Database>, signal: AbortSignal) {
  return client.rpc('points_summary').abortSignal(signal).single()
}

/**
 * The signed-in member's Flavor Points history, newest first: earnings with their expiry date, redemptions,
 * and a row of reason `expiry` for points that expired unspent.
 */
export function buildPointsHistoryQuery(client: PostgrestClient<Database>, signal: AbortSignal) {
  return client.rpc('points_history').abortSignal(signal)
}
