import { db } from '@/lib/supabase'

/**
 * Codes that still prove the service answered (spec §7): no row for a single-row read (PGRST116), and an
 * unknown table (42P01, a database not migrated yet).
 */
const ANSWERED_CODES = new Set(['PGRST116', '42P01'])

export type ConnectionResult = { ok: true } | { ok: false; message: string }

/**
 * The cheapest question the database can answer: a count-only HEAD request on products, with no rows in
 * the answer. Resolves, never rejects: a failure is `{ ok: false, message }`.
 */
export async function checkConnection(): Promise<ConnectionResult> {
  const { error, status, statusText } = await db.from('products').select('id', { count: 'exact', head: true })
  if (!error || ANSWERED_CODES.has(error.code)) return { ok: true }
  // A HEAD answer has no body, so a refusal arrives without a message: its status says what happened.
  const message = error.message || `HTTP ${status} ${statusText}`.trim()
  return { ok: false, message }
}
