import type { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from '@/types/supabase'

// Apart from the app's client (lib/supabase), as the catalogue's query is: index.html's early read
// (scripts/vite/early-read.ts) builds the very same request.

/** What the app reads of a profile (the `Profile` model); the owner reads their own row whole. */
export const PROFILE_COLUMNS = 'is_admin, first_name, last_name, referral_code'

/** The user's own profile (RLS lets a user read only theirs), at most one row. */
export function buildProfileQuery(client: PostgrestClient<Database>, userId: string, signal: AbortSignal) {
  return client.from('profiles').select(PROFILE_COLUMNS).eq('id', userId).abortSignal(signal).maybeSingle()
}
