import { describe, expect, it } from 'vitest'
import { accessTokenClaims, sessionFragment, type SessionJson } from '../../../supabase/local/auth/access-token.ts'
import { parseGoDuration } from '../../../supabase/local/auth/duration.ts'
import { AuthError } from '../../../supabase/local/auth/errors.ts'
import { redirectTarget, verifyLink } from '../../../supabase/local/auth/mail.ts'
import { checkPasswordStrength, verifyPassword } from '../../../supabase/local/auth/passwords.ts'
import { validateEmail } from '../../../supabase/local/auth/request.ts'
import { randomOtp, randomRefreshToken, tokenHash } from '../../../supabase/local/auth/tokens.ts'
import type { UserRow } from '../../../supabase/local/auth/user-json.ts'
import { thrown } from '../../helpers/thrown.ts'

const config = {
  confirmEmail: false,
  doubleConfirmChanges: true,
  externalUrl: 'http://127.0.0.1:54321',
  siteUrl: 'http://127.0.0.1:5173',
}

describe('errors', () => {
  it('carry both GoTrue error shapes and the API version header', () => {
    const e = new AuthError(422, 'weak_password', 'Too short', { weak_password: { reasons: ['length'] } })
    expect(e.status).toBe(422)
    expect(e.body).toEqual({
      code: 'weak_password',
      error_code: 'weak_password',
      message: 'Too short',
      msg: 'Too short',
      weak_password: { reasons: ['length'] },
    })
    expect(e.headers).toEqual({ 'X-Supabase-Api-Version': '2024-01-01' })
  })
})

describe('validateEmail', () => {
  it('lower-cases a valid address', () => {
    expect(validateEmail('Pat.Pepper+spice@Example.COM')).toBe('pat.pepper+spice@example.com')
  })

  it.each([undefined, '', 'no-at-sign', 'two@@example.com', 'space in@example.com', `${'a'.repeat(250)}@example.com`])(
    'refuses %s with 400 validation_failed',
    (input) => {
      expect(thrown(AuthError, () => validateEmail(input))).toMatchObject({ status: 400, code: 'validation_failed' })
    },
  )
})

describe('passwords', () => {
  it('needs six characters and at most 72 bytes', () => {
    expect(thrown(AuthError, () => checkPasswordStrength('12345'))).toMatchObject({
      status: 422,
      code: 'weak_password',
    })
    expect(thrown(AuthError, () => checkPasswordStrength('x'.repeat(73))).code).toBe('validation_failed')
    expect(() => checkPasswordStrength('123456')).not.toThrow()
  })

  it('verifies bcrypt hashes of every prefix and refuses anything else', async () => {
    // pgcrypto's crypt('secret123', gen_salt('bf')), as SQL seeds store it.
    const pgcrypto = '$2a$06$cVcgZrIFKGU6VdxZZER7Ye8YwLR7KHI1qBzRYU51lO49Pm62Nr5bm'
    expect(await verifyPassword('secret123', pgcrypto)).toBe(true)
    expect(await verifyPassword('secret123', pgcrypto.replace('$2a$', '$2y$'))).toBe(true)
    expect(await verifyPassword('secret124', pgcrypto)).toBe(false)
    expect(await verifyPassword('secret123', '')).toBe(false)
    expect(await verifyPassword('secret123', null)).toBe(false)
    expect(await verifyPassword('secret123', 'plain-text')).toBe(false)
  })
})

describe('tokens', () => {
  it('makes opaque refresh tokens and six-digit codes', () => {
    expect(randomRefreshToken()).toMatch(/^[A-Za-z0-9]{12}$/)
    expect(randomRefreshToken()).not.toBe(randomRefreshToken())
    expect(randomOtp()).toMatch(/^\d{6}$/)
  })

  it('hashes address + code with SHA-224, as GoTrue does', () => {
    expect(tokenHash('a@b.co', '123456')).toMatch(/^[0-9a-f]{56}$/)
    expect(tokenHash('a@b.co', '123456')).toBe(tokenHash('a@b.co', '123456'))
    expect(tokenHash('a@b.co', '123456')).not.toBe(tokenHash('a@b.co', '123457'))
  })
})

describe('mail links', () => {
  it('allow the site, the stack and loopback targets, and fall back to the site', () => {
    expect(redirectTarget(config, null)).toBe(config.siteUrl)
    expect(redirectTarget(config, 'http://127.0.0.1:5173/account/reset-password')).toBe(
      'http://127.0.0.1:5173/account/reset-password',
    )
    expect(redirectTarget(config, 'http://localhost:3000/x?y=1')).toBe('http://localhost:3000/x?y=1')
    expect(redirectTarget(config, 'https://evil.example/steal')).toBe(config.siteUrl)
    expect(redirectTarget(config, 'javascript:alert(1)')).toBe(config.siteUrl)
    expect(redirectTarget(config, 'not a url')).toBe(config.siteUrl)
  })

  it('point at the open verify route', () => {
    expect(verifyLink(config, 'abc', 'recovery', 'http://127.0.0.1:5173/r')).toBe(
      'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=recovery&redirect_to=http%3A%2F%2F127.0.0.1%3A5173%2Fr',
    )
  })
})

describe('access tokens', () => {
  it('carry GoTrue’s claims', () => {
    const now = new Date('2026-01-01T00:00:00Z')
    const user = {
      id: 'u1',
      aud: 'authenticated',
      role: 'authenticated',
      email: 'pat@example.com',
      phone: null,
      raw_app_meta_data: { provider: 'email' },
      raw_user_meta_data: { full_name: 'Pat' },
      is_anonymous: false,
    } as Partial<UserRow> as UserRow
    const claims = accessTokenClaims(
      {
        user,
        userJson: { id: 'u1' },
        sessionId: 's1',
        refreshToken: 'r',
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: 1767225600 }],
      },
      'http://127.0.0.1:54321/auth/v1',
      now,
    )
    expect(claims).toEqual({
      iss: 'http://127.0.0.1:54321/auth/v1',
      sub: 'u1',
      aud: 'authenticated',
      exp: 1767229200,
      iat: 1767225600,
      email: 'pat@example.com',
      phone: '',
      app_metadata: { provider: 'email' },
      user_metadata: { full_name: 'Pat' },
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: 1767225600 }],
      session_id: 's1',
      is_anonymous: false,
    })
  })

  it('go into the redirect fragment in Go’s sorted key order', () => {
    const session: SessionJson = {
      access_token: 'jwt',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: 100,
      refresh_token: 'rt',
      user: { id: 'u1' },
    }
    expect(sessionFragment(session, 'recovery')).toBe(
      'access_token=jwt&expires_at=100&expires_in=3600&refresh_token=rt&sb=&token_type=bearer&type=recovery',
    )
  })
})

describe('parseGoDuration', () => {
  it.each([
    ['24h', 86_400_000],
    ['1h30m', 5_400_000],
    ['1.5h', 5_400_000],
    ['90s', 90_000],
    ['250ms', 250],
    ['0', 0],
  ])('reads %s', (text, ms) => {
    expect(parseGoDuration(text)).toBe(ms)
  })

  it.each(['', 'forever', '24', 'h', '1d'])('refuses %s', (text) => {
    expect(parseGoDuration(text)).toBeUndefined()
  })
})
