import { AUTH_STORAGE_KEY } from '@/config/auth'

/** The user a saved session belongs to unless a test names another. */
export const USER_ID = '6f1c2a3b-0000-4000-8000-000000000001'

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')

/** The user as GoTrue returns it. */
export function fakeUser(email = 'ada@example.com', id = USER_ID) {
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    email_confirmed_at: '2026-01-01T00:00:00Z',
    app_metadata: { provider: 'email' },
    user_metadata: { full_name: 'Ada Lovelace' },
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  }
}

/** A verified authenticator-app factor, as GoTrue lists it on the user. */
export const TOTP_FACTOR = {
  id: '7a1d0c3e-0000-4000-8000-0000000000f1',
  friendly_name: 'Authenticator app',
  factor_type: 'totp',
  status: 'verified',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
}

interface SessionOptions {
  secondFactor?: boolean
  /** aal1 with `secondFactor`: the password was given, the code not yet (a sign-in left at the code step). */
  codePending?: boolean
}

/**
 * A session valid for an hour (Auth refreshes only near its expiry, so no refresh is asked for). `secondFactor`:
 * the user has a verified TOTP factor and the session has used it (aal2), as an admin's must.
 */
export function fakeSession(
  email = 'ada@example.com',
  userId = USER_ID,
  { secondFactor = false, codePending = false }: SessionOptions = {},
) {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600
  const now = expiresAt - 3600
  const amr =
    secondFactor && !codePending
      ? [
          { method: 'totp', timestamp: now },
          { method: 'password', timestamp: now },
        ]
      : [{ method: 'password', timestamp: now }]
  const claims = {
    sub: userId,
    role: 'authenticated',
    aud: 'authenticated',
    exp: expiresAt,
    email,
    aal: secondFactor && !codePending ? 'aal2' : 'aal1',
    amr,
  }
  return {
    // Auth decodes the token to read its level (getAuthenticatorAssuranceLevel), so all three parts must be
    // base64url; the signature itself is checked by nothing here.
    access_token: `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.${base64url({ signature: 'unit-test' })}`,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    refresh_token: 'refresh-token',
    user: { ...fakeUser(email, userId), factors: secondFactor ? [TOTP_FACTOR] : [] },
  }
}

/**
 * Leaves a session for `userId` where the app's Auth keeps it, so the app starts signed in without asking
 * the network (the token's signature is checked by nothing in a unit test). Returns it, for the token.
 */
export function saveSession(userId = USER_ID, email = 'dana@example.com', options?: SessionOptions) {
  const session = fakeSession(email, userId, options)
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session))
  return session
}
