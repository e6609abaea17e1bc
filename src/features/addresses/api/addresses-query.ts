import type { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from '@/types/supabase'

// Apart from the app's client (lib/supabase), as the catalogue's query is: index.html's early read
// (scripts/vite/early-read.ts) builds the very same request.

/** The signed-in customer's addresses (RLS: only their own), the default first, then newest first. */
export function buildAddressesQuery(client: PostgrestClient<Database>, signal: AbortSignal) {
  return client
    .from('addresses')
    .select('*')
    .order('is_default', { ascending: false })
    .order('created_at', { ascending: false })
    .abortSignal(signal)
}
