import { createClient } from '@supabase/supabase-js'
import { readEnv } from '@/config/env'
import type { Database } from '@/types/database'

/**
 * The one typed Supabase client. Only `features/<name>/api/*` import it.
 * main.tsx shows the configuration-error screen before any route (and so this module) loads, so the
 * throw below is only reached if that guard is bypassed.
 */
function createSupabaseClient() {
  const result = readEnv()
  if (!result.ok) throw new Error(result.error)
  return createClient<Database>(result.env.supabaseUrl, result.env.supabaseAnonKey, {
    // TanStack Query owns retries (lib/query-client.ts); a second, hidden retry layer would multiply waits.
    db: { retry: false },
  })
}

export const supabase = createSupabaseClient()
