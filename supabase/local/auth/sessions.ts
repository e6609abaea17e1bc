import { isIP } from 'node:net'
import type { Database, Queryable } from '../db/index.ts'
import type { AuthMethod, TokenGrant } from './access-token.ts'
import { REFRESH_TOKEN_REUSE_SECONDS } from './config.ts'
import { AuthError, badRequest } from './errors.ts'
import { addAmrClaim, sessionAssurance } from './factors.ts'
import { INSTANCE_ID, newId, randomRefreshToken } from './tokens.ts'
import { findUserById, isBanned, userJsonOf } from './users.ts'

export interface Client {
  userAgent?: string
  ip?: string
}

interface RefreshTokenRow {
  id: string
  token: string
  user_id: string
  revoked: boolean
  updated_at: Date | null
  parent: string | null
  session_id: string | null
}

interface SessionRow {
  id: string
  user_id: string
  created_at: Date
  not_after: Date | null
}

async function insertRefreshToken(
  q: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
  now: Date,
): Promise<string> {
  const token = randomRefreshToken()
  await q.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, $4, $4, $5, $6)`,
    [INSTANCE_ID, token, userId, now, parent, sessionId],
  )
  return token
}

/**
 * A sign-in: a new auth.sessions row with its first refresh token, and last_sign_in_at updated.
 * Run it inside a transaction so a failure leaves no half session.
 */
export async function startSession(
  q: Queryable,
  userId: string,
  method: AuthMethod,
  client: Client,
  now: Date,
): Promise<TokenGrant> {
  const sessionId = newId()
  await q.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, $3, $3, 'aal1', $4, $5::inet)`,
    [sessionId, userId, now, client.userAgent ?? null, client.ip && isIP(client.ip) ? client.ip : null],
  )
  const refreshToken = await insertRefreshToken(q, userId, sessionId, null, now)
  await addAmrClaim(q, sessionId, method, now)
  await q.query(`update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1`, [userId, now])
  await q.query(`update auth.identities set last_sign_in_at = $2 where user_id = $1 and provider = 'email'`, [
    userId,
    now,
  ])
  const user = await findUserById(q, userId)
  if (!user) throw new Error('signed-in user vanished')
  const assurance = await sessionAssurance(q, sessionId, now)
  return { user, userJson: await userJsonOf(q, user), sessionId, refreshToken, ...assurance }
}

const tokenNotFound = () => badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')

type RefreshOutcome = { ok: true; grant: TokenGrant } | { ok: false; error: AuthError }

/**
 * The refresh_token grant with GoTrue's rotation rules: the token is revoked and a child issued; a
 * revoked token that is the parent of the session's active one gets that active token back (a
 * client that lost the answer); another revoked token is accepted only within the reuse interval,
 * after which the whole session's tokens are revoked as a likely theft.
 */
export async function refreshGrant(db: Database, token: string, now: Date): Promise<TokenGrant> {
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    const { rows: tokens } = await tx.query<RefreshTokenRow>(
      `select id, token, user_id, revoked, updated_at, parent, session_id
         from auth.refresh_tokens where token = $1 for update`,
      [token],
    )
    const rt = tokens[0]
    if (!rt?.session_id) return { ok: false, error: tokenNotFound() }
    const { rows: sessions } = await tx.query<SessionRow>(
      `select id, user_id, created_at, not_after from auth.sessions where id = $1 for update`,
      [rt.session_id],
    )
    const session = sessions[0]
    const user = session && (await findUserById(tx, session.user_id))
    if (!session || !user) return { ok: false, error: tokenNotFound() }
    if (isBanned(user, now))
      return { ok: false, error: badRequest('user_banned', 'Invalid Refresh Token: User Banned') }
    if (session.not_after && session.not_after <= now) {
      return { ok: false, error: badRequest('session_expired', 'Invalid Refresh Token: Session Expired') }
    }

    let issued: string | undefined
    if (rt.revoked) {
      const { rows: active } = await tx.query<{ token: string; parent: string | null }>(
        `select token, parent from auth.refresh_tokens
          where session_id = $1 and revoked is false order by id desc limit 1`,
        [session.id],
      )
      if (active[0] && active[0].parent === rt.token) {
        issued = active[0].token
      } else if (now.getTime() > (rt.updated_at?.getTime() ?? 0) + REFRESH_TOKEN_REUSE_SECONDS * 1000) {
        // updated_at stays: it is what the reuse interval measures, and a revocation for theft
        // must not open a new reuse window for the tokens it kills.
        await tx.query(`update auth.refresh_tokens set revoked = true where session_id = $1 and revoked is false`, [
          session.id,
        ])
        return { ok: false, error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') }
      }
    }
    if (!issued) {
      if (!rt.revoked) {
        await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1`, [rt.id, now])
      }
      issued = await insertRefreshToken(tx, user.id, session.id, rt.token, now)
    }
    await tx.query(`update auth.sessions set refreshed_at = $2::timestamptz, updated_at = $2 where id = $1`, [
      session.id,
      now,
    ])
    const grant: TokenGrant = {
      user,
      userJson: await userJsonOf(tx, user),
      sessionId: session.id,
      refreshToken: issued,
      // A refresh keeps the level the session reached: aal and amr come from its claims.
      ...(await sessionAssurance(tx, session.id, session.created_at)),
    }
    return { ok: true, grant }
  })
  if (!outcome.ok) throw outcome.error
  return outcome.grant
}

export type LogoutScope = 'global' | 'local' | 'others'

/** Deleting a session deletes its refresh tokens (on delete cascade), as GoTrue's Logout does. */
export async function endSessions(q: Queryable, userId: string, sessionId: string | undefined, scope: LogoutScope) {
  if (scope === 'others') {
    if (sessionId) await q.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, sessionId])
  } else if (scope === 'local' && sessionId) {
    await q.query(`delete from auth.sessions where id = $1`, [sessionId])
  } else {
    // global, or local for a token that names no session: GoTrue then signs the user out everywhere.
    await q.query(`delete from auth.sessions where user_id = $1`, [userId])
  }
}

export async function sessionExists(q: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await q.query(`select 1 from auth.sessions where id = $1`, [sessionId])
  return rows.length > 0
}

/**
 * A verified second factor raises the session to aal2 (GoTrue's updateMFASessionAndClaims): the claim
 * is recorded, the session's refresh token is replaced by a new one (an aal1 token can never refresh
 * into aal2), and the user's other sessions still at aal1 end.
 */
export async function elevateSession(
  q: Queryable,
  userId: string,
  sessionId: string,
  factorId: string,
  now: Date,
): Promise<TokenGrant> {
  await addAmrClaim(q, sessionId, 'totp', now)
  const { rows: sessions } = await q.query<SessionRow>(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = $3 where id = $1
     returning id, user_id, created_at, not_after`,
    [sessionId, factorId, now],
  )
  const session = sessions[0]
  if (!session) throw new AuthError(404, 'session_not_found', 'Session not found')
  // Deleted, not revoked: a revoked parent (or one within the reuse interval) would still refresh.
  await q.query(`delete from auth.refresh_tokens where session_id = $1`, [sessionId])
  const refreshToken = await insertRefreshToken(q, userId, sessionId, null, now)
  await q.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [userId])
  const user = await findUserById(q, userId)
  if (!user) throw new Error('verified user vanished')
  const assurance = await sessionAssurance(q, sessionId, session.created_at)
  return { user, userJson: await userJsonOf(q, user), sessionId, refreshToken, ...assurance }
}
