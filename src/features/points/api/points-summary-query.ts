import type { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from '@/types/supabase'

// Apart from the app's client (lib/supabase), as the catalogue's query is: index.html's early read
// (scripts/vite/early-read.ts) builds the very same request.

/** The signed-in member's unexpired balance, the points expiring within 30 days and the next expiry date. */
export function buildPointsSummaryQuery(client: PostgrestClient<Database>, signal: AbortSignal) {
  return client.rpc('points_summary').abortSignal(signal).single()
}
