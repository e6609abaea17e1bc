import { jwtVerify } from 'jose'
import { JWT_SECRET, signJwt } from '../keys.ts'
import { errors } from './errors.ts'

const secret = new TextEncoder().encode(JWT_SECRET)
const DOWNLOAD_SCOPE = 'download'

/** The longest a signed URL may live (storage caps `exp` so it stays a safe JWT number). */
const MAX_EXPIRES_IN = 10 * 365 * 24 * 3600

/** Storage's assertValidNumericJWTExpiration: whole seconds, at least one. */
export function expiresInSeconds(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw errors.invalidParameter('expiresIn')
  const seconds = Math.floor(value)
  if (seconds < 1 || seconds > MAX_EXPIRES_IN) throw errors.invalidParameter('expiresIn')
  return seconds
}

/** A download token for `bucket/name`, signed with the project's JWT secret as storage signs it. */
export function signDownload(url: string, expiresIn: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return signJwt({ url, scope: DOWNLOAD_SCOPE, iat: now, exp: now + expiresIn })
}

/** Checks a signed URL's token for `bucket/name` (storage's verifyObjectSignature). */
export async function verifyDownload(token: string, url: string): Promise<void> {
  let payload: Record<string, unknown>
  try {
    payload = (await jwtVerify(token, secret, { algorithms: ['HS256'] })).payload
  } catch (e) {
    throw errors.invalidJwt(e instanceof Error ? e.message : 'Invalid JWT')
  }
  // Tokens from before scopes existed have none; upload tokens carry `upsert`.
  const scoped = payload.scope === DOWNLOAD_SCOPE || (payload.scope === undefined && !('upsert' in payload))
  if (!scoped) throw errors.invalidSignature(`Token is not scoped for ${DOWNLOAD_SCOPE}`)
  if (payload.url !== url) throw errors.invalidSignature()
}
