import { json, SUPABASE_URL } from '../../support/render-app'

/** The auth server's answers the provider and screens meet, built as GoTrue builds them. */

export const USER_ID = '6f1c2a3b-0000-4000-8000-000000000001'

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')

export function fakeUser(email = 'ada@example.com') {
  return {
    id: USER_ID,
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

/** A session valid for an hour (Auth refreshes only near its expiry, so no refresh is asked for). */
export function fakeSession(email?: string) {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600
  const claims = { sub: USER_ID, role: 'authenticated', aud: 'authenticated', exp: expiresAt, email }
  return {
    access_token: `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    refresh_token: 'refresh-token',
    user: fakeUser(email),
  }
}

export const profileRow = (overrides: Partial<{ is_admin: boolean; first_name: string; last_name: string }> = {}) => ({
  is_admin: false,
  first_name: 'Ada',
  last_name: 'Lovelace',
  ...overrides,
})

export const authUrl = (path: string) => `${SUPABASE_URL}/auth/v1/${path}`

/** Which service a request is for: `auth /token`, `rest /profiles`, ... */
export function route(request: Request): string {
  const url = new URL(request.url)
  const [, service, , ...rest] = url.pathname.split('/')
  return `${service} /${rest.join('/')}`
}

export const health = () => json({ name: 'GoTrue' })
