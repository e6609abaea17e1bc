import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import WebSocket from 'ws'
import type { Database } from '../../src/types/database.ts'

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>

/**
 * A supabase-js client for Node scripts and tests. Node 20 has no global WebSocket, and
 * supabase-js 2.119 refuses to start without one, so realtime gets `ws`. Sessions stay in memory.
 */
export function createNodeClient(url: string, key: string): SupabaseClient<Database> {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as Transport },
  })
}
