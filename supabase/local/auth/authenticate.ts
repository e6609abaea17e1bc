import type { IncomingMessage } from 'node:http'
import type { Queryable } from '../db/index.ts'
import { bearerToken } from '../http/index.ts'
import { verifyJwt, type Claims } from '../keys.ts'
import { AuthError, forbidden } from './errors.ts'
import { UUID_FORMAT } from './request.ts'
import { sessionExists } from './sessions.ts'
import type { UserRow } from './user-json.ts'
import { findUserById } from './users.ts'

// GoTrue's JWT.AdminRoles default; keys.ts only lets the three API roles through anyway.
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin'])

export interface Caller {
  claims: Claims
  user: UserRow
  /** The session_id claim; undefined for tokens minted without one. */
  sessionId: string | undefined
}

async function requireClaims(req: IncomingMessage): Promise<Claims> {
  const token = bearerToken(req)
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  const verified = await verifyJwt(token)
  if (!verified.ok) {
    const detail = verified.reason === 'expired' ? 'token has invalid claims: token is expired' : verified.message
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`)
  }
  return verified.claims
}

/** The signed-in caller of /user and /logout, as GoTrue's requireAuthentication + maybeLoadUserOrSession. */
export async function requireUser(req: IncomingMessage, q: Queryable): Promise<Caller> {
  const claims = await requireClaims(req)
  if (typeof claims.sub !== 'string' || !UUID_FORMAT.test(claims.sub)) {
    throw forbidden('bad_jwt', 'invalid claim: missing sub claim')
  }
  const user = await findUserById(q, claims.sub)
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist')
  const sessionId = typeof claims.session_id === 'string' && claims.session_id !== '' ? claims.session_id : undefined
  if (sessionId !== undefined && (!UUID_FORMAT.test(sessionId) || !(await sessionExists(q, sessionId)))) {
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist')
  }
  return { claims, user, sessionId }
}

/** The admin API needs a JWT whose role is an admin role: the service_role key. */
export async function requireAdmin(req: IncomingMessage): Promise<Claims> {
  const claims = await requireClaims(req)
  if (!ADMIN_ROLES.has(claims.role)) throw forbidden('not_admin', 'User not allowed')
  return claims
}
