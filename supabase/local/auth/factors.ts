import type { Queryable } from '../db/index.ts'
import { newId } from './tokens.ts'

// GoTrue's MFA model (models.Factor, models.Challenge, models.AMRClaim) over the auth.mfa_* tables.

export interface FactorRow {
  id: string
  user_id: string
  friendly_name: string | null
  factor_type: 'totp' | 'webauthn' | 'phone'
  status: 'unverified' | 'verified'
  created_at: Date
  updated_at: Date
  secret: string | null
  last_challenged_at: Date | null
}

export interface AmrEntry {
  method: string
  timestamp: number
}

/** What GoTrue's config defaults to (conf.MFAConfiguration): challenges live 5 minutes, 10 factors at most. */
export const CHALLENGE_SECONDS = 300
export const MAX_FACTORS = 10
/** An unverified factor older than this is deleted when the user enrols another (FactorExpiryDuration). */
export const UNVERIFIED_FACTOR_SECONDS = 300

/** Methods that make a session aal2 (GoTrue's CalculateAALAndAMR). */
const SECOND_FACTORS = new Set(['totp', 'mfa/phone', 'mfa/webauthn'])

const FACTOR_COLUMNS = `id, user_id, friendly_name, factor_type::text as factor_type, status::text as status,
  created_at, updated_at, secret, last_challenged_at`

export async function factorsOf(q: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await q.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [userId],
  )
  return rows
}

export async function findFactor(q: Queryable, userId: string, id: string): Promise<FactorRow | undefined> {
  const { rows } = await q.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2`,
    [id, userId],
  )
  return rows[0]
}

/** models.Factor as JSON: the secret never leaves. */
export function factorJson(f: FactorRow): Record<string, unknown> {
  return {
    id: f.id,
    created_at: f.created_at.toISOString(),
    updated_at: f.updated_at.toISOString(),
    status: f.status,
    ...(f.friendly_name ? { friendly_name: f.friendly_name } : {}),
    factor_type: f.factor_type,
    ...(f.last_challenged_at ? { last_challenged_at: f.last_challenged_at.toISOString() } : {}),
  }
}

/** Records how a session was authenticated; a repeated method moves its timestamp (AddClaimToSession). */
export async function addAmrClaim(q: Queryable, sessionId: string, method: string, now: Date): Promise<void> {
  await q.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, $3, $3, $4)
     on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at`,
    [newId(), sessionId, now, method],
  )
}

/** The level a session has reached (GoTrue's Session.GetAAL): aal1 until a second factor raised it. */
export async function sessionAal(q: Queryable, sessionId: string | undefined): Promise<string> {
  if (!sessionId) return 'aal1'
  const { rows } = await q.query<{ aal: string | null }>(`select aal from auth.sessions where id = $1`, [sessionId])
  return rows[0]?.aal ?? 'aal1'
}

/**
 * The session's aal and amr as GoTrue computes them for every token it issues: aal2 once a second
 * factor is among the claims; amr newest first. A session with no claims (made before they were
 * recorded) counts as a password sign-in when it began.
 */
export async function sessionAssurance(
  q: Queryable,
  sessionId: string,
  createdAt: Date,
): Promise<{ aal: 'aal1' | 'aal2'; amr: AmrEntry[] }> {
  const { rows } = await q.query<{ authentication_method: string; updated_at: Date }>(
    `select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1`,
    [sessionId],
  )
  const claims = rows.length > 0 ? rows : [{ authentication_method: 'password', updated_at: createdAt }]
  // Newest first by the full time: a code given within the password's second still comes first.
  const amr = [...claims]
    .sort((a, b) => b.updated_at.getTime() - a.updated_at.getTime())
    .map((c) => ({ method: c.authentication_method, timestamp: Math.floor(c.updated_at.getTime() / 1000) }))
  const aal = claims.some((c) => SECOND_FACTORS.has(c.authentication_method)) ? 'aal2' : 'aal1'
  return { aal, amr }
}
