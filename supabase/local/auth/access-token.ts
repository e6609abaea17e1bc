import { signJwt } from '../keys.ts'
import { ACCESS_TOKEN_SECONDS } from './config.ts'
import type { AmrEntry } from './factors.ts'
import type { UserJson, UserRow } from './user-json.ts'

/** How a session was authenticated (GoTrue's `amr` methods). */
export type AuthMethod = 'password' | 'otp' | 'recovery' | 'email_change' | 'magiclink' | 'invite' | 'totp'

export interface SessionJson {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: UserJson
}

export interface TokenGrant {
  user: UserRow
  userJson: UserJson
  sessionId: string
  refreshToken: string
  /** The session's assurance level and methods, from its amr claims (factors.ts sessionAssurance). */
  aal: 'aal1' | 'aal2'
  amr: AmrEntry[]
}

const seconds = (d: Date): number => Math.floor(d.getTime() / 1000)

/** GoTrue's access-token claims (tokens.GenerateAccessToken), in its order. */
export function accessTokenClaims(grant: TokenGrant, issuer: string, now: Date): Record<string, unknown> {
  const iat = seconds(now)
  const { user } = grant
  return {
    iss: issuer,
    sub: user.id,
    aud: user.aud || 'authenticated',
    exp: iat + ACCESS_TOKEN_SECONDS,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    aal: grant.aal,
    amr: grant.amr,
    session_id: grant.sessionId,
    is_anonymous: user.is_anonymous,
  }
}

export async function sessionJson(grant: TokenGrant, issuer: string, now: Date): Promise<SessionJson> {
  const claims = accessTokenClaims(grant, issuer, now)
  return {
    access_token: await signJwt(claims),
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: claims.exp as number,
    refresh_token: grant.refreshToken,
    user: grant.userJson,
  }
}

/** The implicit-flow redirect fragment (AccessTokenResponse.AsRedirectURL: keys sorted as Go's url.Values encodes them). */
export function sessionFragment(session: SessionJson, type: string): string {
  const params = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    sb: '',
    token_type: session.token_type,
    type,
  })
  return params.toString()
}
