import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import WebSocket from 'ws'

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>

/**
 * A supabase-js client for Node scripts and tests. Node 20 has no global WebSocket, and
 * supabase-js 2.119 refuses to start without one, so realtime gets `ws`. Sessions stay in memory.
 * The stack knows no project's schema: callers name theirs (`createNodeClient<Database>(...)`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- supabase-js's own default: an untyped schema
export function createNodeClient<Db = any>(url: string, key: string): SupabaseClient<Db> {
  return createClient<Db>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as Transport },
  })
}
