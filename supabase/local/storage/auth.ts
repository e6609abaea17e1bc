import type { IncomingMessage } from 'node:http'
import { bearerToken } from '../http/index.ts'
import { verifyJwt, type Claims } from '../keys.ts'
import { errors } from './errors.ts'

export interface Caller {
  claims: Claims
  /** A verified token was sent (the anon key counts): storage's `request.isAuthenticated`. */
  authenticated: boolean
}

const ANON: Caller = { claims: { role: 'anon' }, authenticated: false }

/**
 * Who is asking, from `Authorization: Bearer <jwt>` (the anon key, the service key or a user's token).
 * Without a token the caller is anon. A bad token is storage's AccessDenied with the verifier's
 * message, unless the route serves anon anyway (`allowInvalid`, storage's `allowInvalidJwt`).
 */
export async function identify(req: IncomingMessage, options: { allowInvalid?: boolean } = {}): Promise<Caller> {
  const token = bearerToken(req)
  if (!token) return ANON
  const result = await verifyJwt(token)
  if (result.ok) return { claims: result.claims, authenticated: true }
  if (options.allowInvalid) return ANON
  // jose's own wording for an expired token, as storage (which verifies with jose) reports it.
  throw errors.accessDenied(result.reason === 'expired' ? '"exp" claim timestamp check failed' : result.message)
}

/** The object owner storage records: the token's `sub`, when there is one. */
export function ownerOf(caller: Caller): string | undefined {
  return typeof caller.claims.sub === 'string' && caller.claims.sub !== '' ? caller.claims.sub : undefined
}
