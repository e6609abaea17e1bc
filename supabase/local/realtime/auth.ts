import { verifyJwt, type Claims, type Role } from '../keys.ts'

/** Whose eyes a channel sees changes through: the claims of its current access token. */
export interface ChannelAuth {
  token: string
  claims: Claims
  role: Role
  /** The claims as JSON: subscribers with equal claims share one RLS check per change. */
  key: string
  /** `exp` in epoch milliseconds. */
  expiresAt: number
}

export type AuthResult = { ok: true; auth: ChannelAuth } | { ok: false; message: string }

/** Realtime's checks of an access token: a valid signature, a known role, and `exp` present and in the future. */
export async function verifyAccessToken(token: string): Promise<AuthResult> {
  const result = await verifyJwt(token)
  if (!result.ok) {
    if (result.reason === 'expired') return { ok: false, message: expiredMessage(expiryOf(token)) }
    return { ok: false, message: `Invalid JWT: ${result.message}` }
  }
  const { claims } = result
  if (typeof claims.exp !== 'number') return { ok: false, message: 'Fields `role` and `exp` are required in JWT' }
  return {
    ok: true,
    auth: { token, claims, role: claims.role, key: JSON.stringify(claims), expiresAt: claims.exp * 1000 },
  }
}

export function isExpired(auth: ChannelAuth, now = Date.now()): boolean {
  return now >= auth.expiresAt
}

export function expiredMessage(expiresAt: number | undefined, now = Date.now()): string {
  const seconds = expiresAt === undefined ? 0 : Math.max(0, Math.floor((now - expiresAt) / 1000))
  return `Token has expired ${seconds} seconds ago`
}

/** `exp` of a token whose signature checked out but which has expired (jose does not hand it back). */
function expiryOf(token: string): number | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
    const exp = typeof payload === 'object' && payload !== null ? (payload as { exp?: unknown }).exp : undefined
    return typeof exp === 'number' ? exp * 1000 : undefined
  } catch {
    return undefined
  }
}
