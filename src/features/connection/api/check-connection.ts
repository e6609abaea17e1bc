import { readEnv } from '@/config/env'

export type ConnectionResult = { ok: true } | { ok: false; message: string }

/**
 * Statuses that still prove the database answered (spec §7 tolerates PGRST116 and 42P01): 406 is
 * PostgREST's "no single row" (PGRST116), 404 an unknown table (42P01, a database not migrated yet).
 * A HEAD answer has no body, so the status is all there is to read.
 */
const ANSWERED_STATUSES = new Set([404, 406])

/**
 * The cheapest question the database can answer: a count-only HEAD request on products, as
 * `db.from('products').select('id', { count: 'exact', head: true })` sends it. It is sent with fetch
 * itself because a first visit to the home page asks the database nothing: loading the PostgREST client
 * for this one request would add ~6 KB gzip to the first visit's JavaScript.
 *
 * Throws when there is no client configuration to check (the client cannot be created); otherwise
 * resolves, a failed request being `{ ok: false, message }`.
 */
export async function checkConnection(): Promise<ConnectionResult> {
  const env = readEnv()
  if (!env.ok) throw new Error(env.error)
  const { supabaseUrl, supabaseAnonKey } = env.env
  const base = supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`
  let response: Response
  try {
    response = await fetch(new URL('rest/v1/products?select=id', base), {
      method: 'HEAD',
      headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}`, Prefer: 'count=exact' },
    })
  } catch (error) {
    // What supabase-js reports for a request that never got an answer: "TypeError: Failed to fetch".
    const { name, message } = error instanceof Error ? error : new Error(String(error))
    return { ok: false, message: `${name}: ${message}` }
  }
  if (response.ok || ANSWERED_STATUSES.has(response.status)) return { ok: true }
  return { ok: false, message: `HTTP ${response.status} ${response.statusText}`.trim() }
}
