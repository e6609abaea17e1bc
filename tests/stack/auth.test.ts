import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuthChangeEvent } from '@supabase/supabase-js'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/index.ts'
import { SEEDED, startTestStack, type Client, type TestStack } from '../helpers/stack.ts'

// The /auth/v1 surface through supabase-js, as the SPA and hosted GoTrue speak it
// (SUPABASE_PROTOCOL.md §2): sign-up, sign-in, refresh rotation, sign-out, user updates, the
// recovery and confirmation mails, and the admin API.

const REDIRECT = 'http://127.0.0.1:5173/account/reset-password'

const newEmail = () => `auth-${randomUUID().slice(0, 8)}@example.com`

function claimsOf(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1] ?? ''
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
}

/** Events a client emits, in order, after it has settled its initial session. */
async function recordEvents(c: Client): Promise<AuthChangeEvent[]> {
  const events: AuthChangeEvent[] = []
  c.auth.onAuthStateChange((event) => {
    events.push(event)
  })
  await c.auth.getSession()
  return events
}

function authFetch(t: TestStack, path: string, init: RequestInit & { token?: string | null } = {}) {
  const headers = new Headers(init.headers)
  headers.set('apikey', ANON_KEY)
  if (init.token !== null) headers.set('authorization', `Bearer ${init.token ?? ANON_KEY}`)
  return fetch(`${t.url}/auth/v1${path}`, { ...init, headers })
}

async function latestMail(t: TestStack, to: string) {
  const { rows } = await t.stack.db.query<{ kind: string; subject: string; body: string; link: string }>(
    `select kind, subject, body, link from auth.local_outbox where recipient = $1 order by id desc limit 1`,
    [to],
  )
  return rows[0]
}

async function mailCount(t: TestStack, to: string): Promise<number> {
  const { rows } = await t.stack.db.query<{ n: string }>(
    `select count(*)::text as n from auth.local_outbox where recipient = $1`,
    [to],
  )
  return Number(rows[0]?.n ?? 0)
}

/** Follows a mail link as a browser's first hop would, returning the 303 target and its fragment. */
async function openLink(link: string) {
  const res = await fetch(link, { redirect: 'manual' })
  const location = res.headers.get('location') ?? ''
  const hash = location.indexOf('#')
  return {
    status: res.status,
    target: hash === -1 ? location : location.slice(0, hash),
    fragment: new URLSearchParams(hash === -1 ? '' : location.slice(hash + 1)),
  }
}

describe('auth without e-mail confirmation (GoTrue with autoconfirm)', () => {
  let t: TestStack

  beforeAll(async () => {
    t = await startTestStack({ confirmEmail: false })
  })

  afterAll(async () => {
    await t?.stop()
  })

  async function signedUp(password = 'first-password') {
    const c = t.client()
    const email = newEmail()
    const { data, error } = await c.auth.signUp({ email, password, options: { data: { full_name: 'Pat Pepper' } } })
    expect(error).toBeNull()
    return { c, email, password, id: data.user!.id }
  }

  describe('sign-up', () => {
    it('answers a session, emits SIGNED_IN and stores the user as GoTrue does', async () => {
      const c = t.client()
      const events = await recordEvents(c)
      const email = newEmail()
      const { data, error } = await c.auth.signUp({
        email: email.toUpperCase(),
        password: 'pepper-123',
        options: { data: { full_name: 'Pat Pepper' } },
      })
      expect(error).toBeNull()
      const session = data.session!
      expect(session.token_type).toBe('bearer')
      expect(session.expires_in).toBe(3600)
      expect(Math.abs(session.expires_at! - (Math.floor(Date.now() / 1000) + 3600))).toBeLessThanOrEqual(2)
      expect(session.refresh_token).toMatch(/^[A-Za-z0-9]{12,}$/)
      expect(data.user).toMatchObject({
        email,
        aud: 'authenticated',
        role: 'authenticated',
        phone: '',
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: { full_name: 'Pat Pepper' },
        is_anonymous: false,
      })
      expect(data.user!.email_confirmed_at).toBeTruthy()
      expect(data.user!.last_sign_in_at).toBeTruthy()
      expect(data.user).not.toHaveProperty('recovery_sent_at')
      expect(data.user!.identities).toHaveLength(1)
      expect(data.user!.identities![0]).toMatchObject({ provider: 'email', user_id: data.user!.id, id: data.user!.id })
      expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN'])

      const claims = claimsOf(session.access_token)
      expect(claims).toMatchObject({
        iss: `${t.url}/auth/v1`,
        sub: data.user!.id,
        aud: 'authenticated',
        email,
        phone: '',
        role: 'authenticated',
        aal: 'aal1',
        is_anonymous: false,
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: { full_name: 'Pat Pepper' },
      })
      expect(claims.exp).toBe(session.expires_at)
      expect(claims.amr).toEqual([{ method: 'password', timestamp: claims.iat }])

      const { rows } = await t.stack.db.query<Record<string, unknown>>(
        `select email, encrypted_password, confirmation_token, recovery_token, email_change_token_new, email_change,
                raw_app_meta_data, raw_user_meta_data
           from auth.users where id = $1`,
        [data.user!.id],
      )
      expect(rows[0]).toMatchObject({
        email,
        confirmation_token: '',
        recovery_token: '',
        email_change_token_new: '',
        email_change: '',
        raw_app_meta_data: { provider: 'email', providers: ['email'] },
        raw_user_meta_data: { full_name: 'Pat Pepper' },
      })
      expect(rows[0]!.encrypted_password).toMatch(/^\$2[aby]\$10\$/)
      const sessions = await t.stack.db.query(`select 1 from auth.sessions where id = $1 and user_id = $2`, [
        claims.session_id,
        data.user!.id,
      ])
      expect(sessions.rows).toHaveLength(1)
    })

    it('refuses a registered address in any letter case', async () => {
      const { email } = await signedUp()
      const { data, error } = await t.client().auth.signUp({ email: email.toUpperCase(), password: 'another-pw' })
      expect(error).toMatchObject({ name: 'AuthApiError', status: 422, code: 'user_already_exists' })
      expect(error!.message).toBe('User already registered')
      expect(data.session).toBeNull()
    })

    it('refuses a short password as a weak password, and a malformed address', async () => {
      const weak = await t.client().auth.signUp({ email: newEmail(), password: '12345' })
      expect(weak.error).toMatchObject({ name: 'AuthWeakPasswordError', status: 422, code: 'weak_password' })
      expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['length'])
      const bad = await t.client().auth.signUp({ email: 'not-an-address', password: '123456' })
      expect(bad.error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'validation_failed' })
    })
  })

  describe('password sign-in', () => {
    it('refuses a wrong password and an unknown address alike', async () => {
      const { email } = await signedUp()
      for (const credentials of [
        { email, password: 'wrong-password' },
        { email: newEmail(), password: 'whatever-1' },
      ]) {
        const { data, error } = await t.client().auth.signInWithPassword(credentials)
        expect(error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'invalid_credentials' })
        expect(error!.message).toBe('Invalid login credentials')
        expect(data).toEqual({ user: null, session: null })
      }
    })

    it('signs in case-insensitively, with a new session each time and last_sign_in_at updated', async () => {
      const { email, password, id } = await signedUp()
      const before = await t.stack.db.query<{ last_sign_in_at: Date }>(
        `select last_sign_in_at from auth.users where id = $1`,
        [id],
      )
      await new Promise((r) => setTimeout(r, 5))
      const { data, error } = await t.client().auth.signInWithPassword({ email: email.toUpperCase(), password })
      expect(error).toBeNull()
      expect(data.user!.id).toBe(id)
      const after = await t.stack.db.query<{ last_sign_in_at: Date; sessions: string }>(
        `select last_sign_in_at, (select count(*)::text from auth.sessions s where s.user_id = u.id) as sessions
           from auth.users u where id = $1`,
        [id],
      )
      expect(after.rows[0]!.last_sign_in_at.getTime()).toBeGreaterThan(before.rows[0]!.last_sign_in_at.getTime())
      expect(after.rows[0]!.sessions).toBe('2')
    })

    it('signs in the seeded accounts (seed.sql hashes with pgcrypto)', async () => {
      for (const account of Object.values(SEEDED)) {
        const c = await t.signIn(account.email, account.password)
        const { data } = await c.auth.getUser()
        expect(data.user!.email).toBe(account.email)
        expect(data.user!.identities).toHaveLength(1)
      }
    })

    it('accepts users a SQL seed writes: pgcrypto hashes, NULL token columns, no identity', async () => {
      const email = newEmail()
      const { rows } = await t.stack.db.query<{ id: string }>(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                                 raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
                 extensions.crypt('seeded-password', extensions.gen_salt('bf')), now(),
                 '{"provider":"email","providers":["email"]}', '{"full_name":"Sam Seed"}', now(), now())
         returning id`,
        [email],
      )
      const c = t.client()
      const { data, error } = await c.auth.signInWithPassword({ email, password: 'seeded-password' })
      expect(error).toBeNull()
      expect(data.user).toMatchObject({ id: rows[0]!.id, email, identities: [] })
      expect((await c.auth.getUser()).data.user!.user_metadata).toEqual({ full_name: 'Sam Seed' })
      expect((await c.auth.refreshSession()).error).toBeNull()
    })
  })

  describe('the signed-in user', () => {
    it('reads and updates the user: metadata merges, a null removes a key', async () => {
      const { c } = await signedUp()
      const events = await recordEvents(c)
      const got = await c.auth.getUser()
      expect(got.data.user!.user_metadata).toEqual({ full_name: 'Pat Pepper' })
      const first = await c.auth.updateUser({ data: { favourite: 'saffron', newsletter: true } })
      expect(first.error).toBeNull()
      expect(first.data.user!.user_metadata).toEqual({
        full_name: 'Pat Pepper',
        favourite: 'saffron',
        newsletter: true,
      })
      const second = await c.auth.updateUser({ data: { newsletter: null } })
      expect(second.data.user!.user_metadata).toEqual({ full_name: 'Pat Pepper', favourite: 'saffron' })
      expect(events).toEqual(['INITIAL_SESSION', 'USER_UPDATED', 'USER_UPDATED'])
    })

    it('changes the password: the new one signs in, the old one and the same one do not', async () => {
      const { c, email, password } = await signedUp()
      const same = await c.auth.updateUser({ password, current_password: password })
      expect(same.error).toMatchObject({ status: 422, code: 'same_password' })
      const short = await c.auth.updateUser({ password: 'abc', current_password: password })
      expect(short.error).toMatchObject({ name: 'AuthWeakPasswordError', status: 422 })
      const { error } = await c.auth.updateUser({ password: 'second-password', current_password: password })
      expect(error).toBeNull()
      expect((await t.client().auth.signInWithPassword({ email, password: 'second-password' })).error).toBeNull()
      expect((await t.client().auth.signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials')
    })

    it('refuses a password change without the right current password, as GoTrue requiring it does', async () => {
      const { c, email, password } = await signedUp()
      const message = 'Current password required when setting new password.'
      const missing = await c.auth.updateUser({ password: 'taken-over-password' })
      expect(missing.error).toMatchObject({ status: 400, code: 'current_password_required', message })
      const wrong = await c.auth.updateUser({ password: 'taken-over-password', current_password: 'a-guess-at-it' })
      // GoTrue's ErrorCodeCurrentPasswordMismatch: this is the string it sends.
      expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_invalid', message })
      expect((await t.client().auth.signInWithPassword({ email, password })).error).toBeNull()
      expect((await t.client().auth.signInWithPassword({ email, password: 'taken-over-password' })).error?.code).toBe(
        'invalid_credentials',
      )

      const right = await c.auth.updateUser({ password: 'taken-over-password', current_password: password })
      expect(right.error).toBeNull()
      expect((await t.client().auth.signInWithPassword({ email, password: 'taken-over-password' })).error).toBeNull()
      // Metadata alone needs no password.
      expect((await c.auth.updateUser({ data: { favourite: 'sumac' } })).error).toBeNull()
    })

    it('ends the other sessions when the password changes, keeping the one that changed it', async () => {
      const { c, email, password } = await signedUp()
      const other = await t.signIn(email, password)
      const otherRefresh = (await other.auth.getSession()).data.session!.refresh_token
      expect((await c.auth.updateUser({ password: 'changed-password', current_password: password })).error).toBeNull()
      const refreshed = await t.client().auth.refreshSession({ refresh_token: otherRefresh })
      expect(refreshed.error?.code).toBe('refresh_token_not_found')
      expect((await c.auth.getUser()).error).toBeNull()
    })

    it('changes the e-mail address at once when confirmations are off', async () => {
      const { c } = await signedUp()
      const taken = (await signedUp()).email
      const clash = await c.auth.updateUser({ email: taken })
      expect(clash.error).toMatchObject({ status: 422, code: 'email_exists' })
      const email = newEmail()
      const { data, error } = await c.auth.updateUser({ email: email.toUpperCase() })
      expect(error).toBeNull()
      expect(data.user!.email).toBe(email)
      expect(data.user!.identities![0]!.identity_data).toMatchObject({ email })
    })

    it('answers GoTrue errors for a missing, malformed or session-less token', async () => {
      const missing = await authFetch(t, '/user', { token: null })
      expect(missing.status).toBe(401)
      expect(await missing.json()).toMatchObject({ code: 'no_authorization' })

      const forged = await authFetch(t, '/user', { token: 'e30.e30.c2lnbmF0dXJl' })
      expect(forged.status).toBe(403)
      expect(await forged.json()).toMatchObject({ code: 'bad_jwt', error_code: 'bad_jwt' })

      const anon = await authFetch(t, '/user')
      expect(anon.status).toBe(403)
      expect(await anon.json()).toMatchObject({ code: 'bad_jwt' })

      const { c } = await signedUp()
      const { access_token } = (await c.auth.getSession()).data.session!
      await c.auth.signOut()
      const gone = await authFetch(t, '/user', { token: access_token })
      expect(gone.status).toBe(403)
      expect(await gone.json()).toMatchObject({ code: 'session_not_found' })
      const viaClient = await t.client().auth.getUser(access_token)
      expect(viaClient.error?.name).toBe('AuthSessionMissingError')
    })
  })

  describe('refresh tokens', () => {
    async function tokensOf(c: Client) {
      const { session } = (await c.auth.getSession()).data
      return { access: session!.access_token, refresh: session!.refresh_token }
    }

    it('rotates: a new token whose parent is the old one, which is revoked', async () => {
      const { c } = await signedUp()
      const events = await recordEvents(c)
      const before = await tokensOf(c)
      const { data, error } = await c.auth.refreshSession()
      expect(error).toBeNull()
      const after = data.session!
      expect(after.refresh_token).not.toBe(before.refresh)
      expect(after.user.id).toBe(claimsOf(before.access).sub)
      expect(claimsOf(after.access_token).session_id).toBe(claimsOf(before.access).session_id)
      expect(events).toEqual(['INITIAL_SESSION', 'TOKEN_REFRESHED'])
      const { rows } = await t.stack.db.query<{ token: string; revoked: boolean; parent: string | null }>(
        `select token, revoked, parent from auth.refresh_tokens where token = any(array[$1, $2]::text[]) order by id`,
        [before.refresh, after.refresh_token],
      )
      expect(rows).toEqual([
        { token: before.refresh, revoked: true, parent: null },
        { token: after.refresh_token, revoked: false, parent: before.refresh },
      ])
    })

    it('answers the active token again for its just-rotated parent (a client that lost the answer)', async () => {
      const { c } = await signedUp()
      const first = await tokensOf(c)
      const second = (await c.auth.refreshSession()).data.session!.refresh_token
      const again = await t.client().auth.refreshSession({ refresh_token: first.refresh })
      expect(again.error).toBeNull()
      expect(again.data.session!.refresh_token).toBe(second)
    })

    it('gives two tabs refreshing the same token at once the same new token', async () => {
      const { c } = await signedUp()
      const { refresh } = await tokensOf(c)
      const results = await Promise.all(
        [t.client(), t.client(), t.client()].map((x) => x.auth.refreshSession({ refresh_token: refresh })),
      )
      for (const r of results) expect(r.error).toBeNull()
      const issued = new Set(results.map((r) => r.data.session!.refresh_token))
      expect(issued.size).toBe(1)
      expect(issued.has(refresh)).toBe(false)
    })

    it('accepts an older revoked token only within the 10 s reuse interval, then revokes the session', async () => {
      const { c } = await signedUp()
      const a = (await tokensOf(c)).refresh
      const b = (await c.auth.refreshSession()).data.session!.refresh_token
      const cToken = (await c.auth.refreshSession()).data.session!.refresh_token
      expect(new Set([a, b, cToken]).size).toBe(3)

      // a is neither active nor the parent of the active token, but was revoked moments ago.
      const racing = await t.client().auth.refreshSession({ refresh_token: a })
      expect(racing.error).toBeNull()
      const forked = racing.data.session!.refresh_token
      expect([a, b, cToken]).not.toContain(forked)

      // Eleven seconds later, as far as the database can tell. (a itself would still get the
      // active token back: it is the parent of `forked`, the newest.)
      const sessionId = claimsOf((await tokensOf(c)).access).session_id
      await t.stack.db.query(
        `update auth.refresh_tokens set updated_at = updated_at - interval '11 seconds' where session_id = $1`,
        [sessionId],
      )
      const late = await t.client().auth.refreshSession({ refresh_token: b })
      expect(late.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' })
      expect(late.error!.message).toBe('Invalid Refresh Token: Already Used')
      // Reuse that late looks like theft: every token of the session is revoked.
      for (const token of [cToken, forked]) {
        const revoked = await t.client().auth.refreshSession({ refresh_token: token })
        expect(revoked.error?.code).toBe('refresh_token_already_used')
      }
    })

    it('refuses an unknown token', async () => {
      const { error } = await t.client().auth.refreshSession({ refresh_token: 'no-such-token' })
      expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })
      expect(error!.message).toBe('Invalid Refresh Token: Refresh Token Not Found')
    })
  })

  describe('sign-out', () => {
    it('ends the session: its refresh token no longer works', async () => {
      const { c } = await signedUp()
      const { refresh_token } = (await c.auth.getSession()).data.session!
      expect((await c.auth.signOut()).error).toBeNull()
      expect((await c.auth.getSession()).data.session).toBeNull()
      const { error } = await t.client().auth.refreshSession({ refresh_token })
      expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })
    })

    it('honours the scopes: others keeps this session, local ends only it, global ends every one', async () => {
      const { c, email, password } = await signedUp()
      const refreshOf = async (x: Client) => (await x.auth.getSession()).data.session!.refresh_token
      const refreshFails = async (token: string) =>
        (await t.client().auth.refreshSession({ refresh_token: token })).error?.code === 'refresh_token_not_found'

      const others = [
        await refreshOf(await t.signIn(email, password)),
        await refreshOf(await t.signIn(email, password)),
      ]
      expect((await c.auth.signOut({ scope: 'others' })).error).toBeNull()
      for (const token of others) expect(await refreshFails(token)).toBe(true)
      expect((await c.auth.getUser()).error).toBeNull()

      const fourth = await t.signIn(email, password)
      const fourthRefresh = await refreshOf(fourth)
      expect((await fourth.auth.signOut({ scope: 'local' })).error).toBeNull()
      expect(await refreshFails(fourthRefresh)).toBe(true)
      expect((await c.auth.getUser()).error).toBeNull()

      const fifth = await refreshOf(await t.signIn(email, password))
      expect((await c.auth.signOut()).error).toBeNull()
      expect(await refreshFails(fifth)).toBe(true)
      const { rows } = await t.stack.db.query(
        `select 1 from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1`,
        [email],
      )
      expect(rows).toHaveLength(0)
    })

    it('emits the documented event sequence across a whole visit', async () => {
      const c = t.client()
      const events = await recordEvents(c)
      const email = newEmail()
      await c.auth.signUp({ email, password: 'sequence-1' })
      await c.auth.signOut()
      await c.auth.signInWithPassword({ email, password: 'wrong-one' })
      await c.auth.signInWithPassword({ email, password: 'sequence-1' })
      await c.auth.updateUser({ data: { step: 'update' } })
      await c.auth.refreshSession()
      await c.auth.signOut()
      expect(events).toEqual([
        'INITIAL_SESSION',
        'SIGNED_IN',
        'SIGNED_OUT',
        'SIGNED_IN',
        'USER_UPDATED',
        'TOKEN_REFRESHED',
        'SIGNED_OUT',
      ])
    })
  })

  describe('password recovery', () => {
    it('mails a link that signs the user in for a new password', async () => {
      const { email, password } = await signedUp()
      const asked = await t.client().auth.resetPasswordForEmail(email.toUpperCase(), { redirectTo: REDIRECT })
      expect(asked).toEqual({ data: {}, error: null })

      const mail = (await latestMail(t, email))!
      expect(mail).toMatchObject({ kind: 'recovery', subject: 'Reset Your Password' })
      const link = new URL(mail.link)
      expect(`${link.origin}${link.pathname}`).toBe(`${t.url}/auth/v1/verify`)
      expect(link.searchParams.get('type')).toBe('recovery')
      expect(link.searchParams.get('redirect_to')).toBe(REDIRECT)
      expect(mail.body).toContain(mail.link)

      const opened = await openLink(mail.link)
      expect(opened.status).toBe(303)
      expect(opened.target).toBe(REDIRECT)
      expect(opened.fragment.get('type')).toBe('recovery')
      expect(opened.fragment.get('token_type')).toBe('bearer')
      expect(opened.fragment.get('expires_in')).toBe('3600')
      const accessToken = opened.fragment.get('access_token')!
      expect(claimsOf(accessToken).amr).toEqual([expect.objectContaining({ method: 'recovery' })])

      const c = t.client()
      const set = await c.auth.setSession({
        access_token: accessToken,
        refresh_token: opened.fragment.get('refresh_token')!,
      })
      expect(set.error).toBeNull()
      expect(set.data.user!.email).toBe(email)
      expect(set.data.user!.recovery_sent_at).toBeTruthy()
      expect((await c.auth.updateUser({ password: 'recovered-password' })).error).toBeNull()
      expect((await t.client().auth.signInWithPassword({ email, password: 'recovered-password' })).error).toBeNull()
      expect((await t.client().auth.signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials')

      // A link works once.
      const reused = await openLink(mail.link)
      expect(reused.status).toBe(303)
      expect(reused.target).toBe(REDIRECT)
      expect(Object.fromEntries(reused.fragment)).toEqual({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      })
    })

    it('answers {} for an unknown address and sends nothing', async () => {
      const email = newEmail()
      expect(await t.client().auth.resetPasswordForEmail(email)).toEqual({ data: {}, error: null })
      expect(await mailCount(t, email)).toBe(0)
    })

    it('refuses a link older than an hour, and redirects only to allowed places', async () => {
      const { email } = await signedUp()
      await t.client().auth.resetPasswordForEmail(email, { redirectTo: 'https://elsewhere.example/steal' })
      const mail = (await latestMail(t, email))!
      expect(new URL(mail.link).searchParams.get('redirect_to')).toBe('http://127.0.0.1:5173')
      await t.stack.db.query(
        `update auth.users set recovery_sent_at = recovery_sent_at - interval '61 minutes' where email = $1`,
        [email],
      )
      const opened = await openLink(mail.link)
      expect(opened.target).toBe('http://127.0.0.1:5173')
      expect(opened.fragment.get('error_code')).toBe('otp_expired')
    })

    it('signs in with the code from the mail through verifyOtp', async () => {
      const { email } = await signedUp()
      await t.client().auth.resetPasswordForEmail(email)
      const code = /code: (\d{6})/.exec((await latestMail(t, email))!.body)![1]!
      const c = t.client()
      const wrong = await c.auth.verifyOtp({ email, token: code === '000000' ? '111111' : '000000', type: 'recovery' })
      expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' })
      const { data, error } = await c.auth.verifyOtp({ email, token: code, type: 'recovery' })
      expect(error).toBeNull()
      expect(data.session!.user.email).toBe(email)
    })
  })

  describe('admin API', () => {
    it('creates, lists, reads, updates and deletes users with the service_role key', async () => {
      const admin = t.client(SERVICE_ROLE_KEY).auth.admin
      const email = newEmail()
      const created = await admin.createUser({
        email,
        password: 'admin-made-1',
        email_confirm: true,
        user_metadata: { full_name: 'Made By Admin' },
        app_metadata: { tier: 'gold' },
      })
      expect(created.error).toBeNull()
      const user = created.data.user!
      expect(user).toMatchObject({
        email,
        app_metadata: { provider: 'email', providers: ['email'], tier: 'gold' },
        user_metadata: { full_name: 'Made By Admin' },
      })
      expect(user.email_confirmed_at).toBeTruthy()
      expect((await t.client().auth.signInWithPassword({ email, password: 'admin-made-1' })).error).toBeNull()

      const duplicate = await admin.createUser({ email, password: 'admin-made-1' })
      expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' })

      const listed = await admin.listUsers({ page: 1, perPage: 1000 })
      expect(listed.error).toBeNull()
      expect(listed.data.users.map((u) => u.id)).toContain(user.id)
      expect((listed.data as unknown as { aud: string }).aud).toBe('authenticated')

      const paged = await admin.listUsers({ page: 1, perPage: 1 })
      expect(paged.data.users).toHaveLength(1)
      expect(paged.data).toMatchObject({ nextPage: 2, total: listed.data.users.length })

      expect((await admin.getUserById(user.id)).data.user!.email).toBe(email)

      const updated = await admin.updateUserById(user.id, {
        user_metadata: { nickname: 'Cumin' },
        app_metadata: { tier: 'platinum' },
        password: 'admin-changed-1',
      })
      expect(updated.error).toBeNull()
      expect(updated.data.user).toMatchObject({
        user_metadata: { full_name: 'Made By Admin', nickname: 'Cumin' },
        app_metadata: { provider: 'email', tier: 'platinum' },
      })
      expect((await t.client().auth.signInWithPassword({ email, password: 'admin-changed-1' })).error).toBeNull()

      const deleted = await admin.deleteUser(user.id)
      expect(deleted.error).toBeNull()
      expect((await admin.getUserById(user.id)).error).toMatchObject({ status: 404, code: 'user_not_found' })
      const signIn = await t.client().auth.signInWithPassword({ email, password: 'admin-changed-1' })
      expect(signIn.error?.code).toBe('invalid_credentials')
    })

    it('makes unconfirmed users that cannot sign in, and bans', async () => {
      const admin = t.client(SERVICE_ROLE_KEY).auth.admin
      const email = newEmail()
      const { data } = await admin.createUser({ email, password: 'unconfirmed-1' })
      expect(data.user!.email_confirmed_at).toBeUndefined()
      const refused = await t.client().auth.signInWithPassword({ email, password: 'unconfirmed-1' })
      expect(refused.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' })
      await admin.updateUserById(data.user!.id, { email_confirm: true, ban_duration: '24h' })
      const banned = await t.client().auth.signInWithPassword({ email, password: 'unconfirmed-1' })
      expect(banned.error).toMatchObject({ status: 400, code: 'user_banned' })
      await admin.updateUserById(data.user!.id, { ban_duration: 'none' })
      expect((await t.client().auth.signInWithPassword({ email, password: 'unconfirmed-1' })).error).toBeNull()
    })

    it('is closed to the anon key and to signed-in users', async () => {
      const { c } = await signedUp()
      for (const client of [t.client(), c]) {
        const { error } = await client.auth.admin.listUsers()
        expect(error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' })
      }
      const noToken = await authFetch(t, '/admin/users', { token: null })
      expect(noToken.status).toBe(401)
    })
  })

  describe('protocol details', () => {
    it('answers health and settings', async () => {
      const health = await authFetch(t, '/health')
      expect(await health.json()).toMatchObject({ name: 'GoTrue', version: 'local' })
      const { data } = await authFetch(t, '/settings').then(async (r) => ({
        data: (await r.json()) as Record<string, unknown>,
      }))
      expect(data).toMatchObject({
        disable_signup: false,
        mailer_autoconfirm: true,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
        external: { email: true, phone: false, google: false },
      })
    })

    it('sends errors in both shapes with the API version header, also on success', async () => {
      const notFound = await authFetch(t, '/no-such-path')
      expect(notFound.status).toBe(404)
      expect(notFound.headers.get('x-supabase-api-version')).toBe('2024-01-01')
      expect(await notFound.json()).toMatchObject({ code: 'not_found', error_code: 'not_found' })

      const badJson = await authFetch(t, '/token?grant_type=password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":',
      })
      expect(badJson.status).toBe(400)
      const body = (await badJson.json()) as Record<string, unknown>
      expect(body).toMatchObject({ code: 'bad_json', error_code: 'bad_json' })
      expect(body.message).toBe(body.msg)
      const deep = await authFetch(t, '/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"email":"deep@example.com","password":"pw-deep-123","data":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
      })
      expect(deep.status).toBe(400)
      expect(await deep.json()).toMatchObject({
        code: 'bad_json',
        message: 'Could not parse request body as JSON: exceeded max depth',
      })

      const grant = await authFetch(t, '/token?grant_type=magic', { method: 'POST', body: '{}' })
      expect(grant.status).toBe(400)

      const ok = await authFetch(t, '/settings')
      expect(ok.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    })

    it('leaves the mail link open to a browser without an API key', async () => {
      const res = await fetch(`${t.url}/auth/v1/verify?token=nothing&type=signup`, { redirect: 'manual' })
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toMatch(
        /^http:\/\/127\.0\.0\.1:5173#error=access_denied&error_code=otp_expired/,
      )
    })
  })
})

describe('auth with e-mail confirmation (supabase/config.toml, as a hosted project)', () => {
  let t: TestStack

  beforeAll(async () => {
    // No option: the stack takes enable_confirmations and double_confirm_changes from config.toml.
    t = await startTestStack()
  })

  afterAll(async () => {
    await t?.stop()
  })

  it('signs up without a session, mails a link, and the link confirms and signs in', async () => {
    const c = t.client()
    const events = await recordEvents(c)
    const email = newEmail()
    const { data, error } = await c.auth.signUp({
      email,
      password: 'confirm-me-1',
      options: { data: { full_name: 'Cora Confirm' }, emailRedirectTo: 'http://127.0.0.1:5173/welcome' },
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user!.email).toBe(email)
    expect(data.user!.confirmation_sent_at).toBeTruthy()
    expect(data.user!.email_confirmed_at).toBeUndefined()
    expect(events).toEqual(['INITIAL_SESSION'])

    const refused = await t.client().auth.signInWithPassword({ email, password: 'confirm-me-1' })
    expect(refused.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' })

    const mail = (await latestMail(t, email))!
    expect(mail.kind).toBe('signup')
    expect(new URL(mail.link).searchParams.get('type')).toBe('signup')
    const opened = await openLink(mail.link)
    expect(opened.status).toBe(303)
    expect(opened.target).toBe('http://127.0.0.1:5173/welcome')
    expect(opened.fragment.get('type')).toBe('signup')
    const user = await t.client().auth.getUser(opened.fragment.get('access_token')!)
    expect(user.data.user!.email_confirmed_at).toBeTruthy()

    expect((await t.client().auth.signInWithPassword({ email, password: 'confirm-me-1' })).error).toBeNull()
  })

  it('answers a confirmed address with a decoy user and sends no mail', async () => {
    const email = newEmail()
    const first = await t.client().auth.signUp({ email, password: 'decoy-first-1' })
    const code = /code: (\d{6})/.exec((await latestMail(t, email))!.body)![1]!
    expect((await t.client().auth.verifyOtp({ email, token: code, type: 'email' })).error).toBeNull()
    const mails = await mailCount(t, email)

    const again = await t.client().auth.signUp({ email, password: 'decoy-second-1' })
    expect(again.error).toBeNull()
    expect(again.data.session).toBeNull()
    expect(again.data.user!.id).not.toBe(first.data.user!.id)
    expect(again.data.user!.identities).toEqual([])
    expect(await mailCount(t, email)).toBe(mails)
    expect((await t.client().auth.signInWithPassword({ email, password: 'decoy-second-1' })).error?.code).toBe(
      'invalid_credentials',
    )
  })

  it('mails the confirmation again for an address not confirmed yet', async () => {
    const email = newEmail()
    const first = await t.client().auth.signUp({ email, password: 'twice-1' })
    const again = await t.client().auth.signUp({ email, password: 'twice-1' })
    expect(again.data.user!.id).toBe(first.data.user!.id)
    expect(await mailCount(t, email)).toBe(2)
    expect((await t.client().auth.resend({ type: 'signup', email })).error).toBeNull()
    expect(await mailCount(t, email)).toBe(3)
  })

  it('keeps a new e-mail address aside until both addresses confirm it, then applies it', async () => {
    const { client: c, email: oldEmail, password } = await t.newCustomer()
    const wanted = newEmail()
    const { data, error } = await c.auth.updateUser(
      { email: wanted.toUpperCase() },
      { emailRedirectTo: 'http://127.0.0.1:5173/account' },
    )
    expect(error).toBeNull()
    expect(data.user!.email).toBe(oldEmail)
    expect(data.user!.new_email).toBe(wanted)
    expect(data.user!.email_change_sent_at).toBeTruthy()
    expect((await c.auth.getUser()).data.user!.email).toBe(oldEmail)
    expect((await t.client().auth.signInWithPassword({ email: wanted, password })).error?.code).toBe(
      'invalid_credentials',
    )

    const toNew = (await latestMail(t, wanted))!
    const toOld = (await latestMail(t, oldEmail))!
    expect([toNew.kind, toOld.kind]).toEqual(['email_change', 'email_change'])
    expect(toNew.subject).toBe('Confirm Email Change')
    expect(new URL(toNew.link).searchParams.get('type')).toBe('email_change')

    // The first link only counts itself: GoTrue's message, no session, the address unchanged.
    const first = await openLink(toNew.link)
    expect(first.status).toBe(303)
    expect(first.target).toBe('http://127.0.0.1:5173/account')
    expect(first.fragment.get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    )
    expect(first.fragment.get('access_token')).toBeNull()
    expect((await c.auth.getUser()).data.user!.email).toBe(oldEmail)
    expect((await openLink(toNew.link)).fragment.get('error_code')).toBe('otp_expired')

    const second = await openLink(toOld.link)
    expect(second.fragment.get('type')).toBe('email_change')
    const changed = (await t.client().auth.getUser(second.fragment.get('access_token')!)).data.user!
    expect(changed.email).toBe(wanted)
    expect(changed.new_email).toBeUndefined()
    expect(changed.identities![0]!.identity_data).toMatchObject({ email: wanted })
    expect((await t.client().auth.signInWithPassword({ email: wanted, password })).error).toBeNull()
  })

  it('applies an e-mail change on the new address alone without double confirmation', async () => {
    const single = await startTestStack({ doubleConfirmChanges: false })
    try {
      const { client: c } = await single.newCustomer()
      const wanted = newEmail()
      expect((await c.auth.updateUser({ email: wanted })).error).toBeNull()
      expect(await mailCount(single, wanted)).toBe(1)
      const opened = await openLink((await latestMail(single, wanted))!.link)
      expect((await single.client().auth.getUser(opened.fragment.get('access_token')!)).data.user!.email).toBe(wanted)
    } finally {
      await single.stop()
    }
  })

  it('reports mailer_autoconfirm false in the settings', async () => {
    const res = await authFetch(t, '/settings')
    expect(await res.json()).toMatchObject({ mailer_autoconfirm: false })
  })
})

describe('auth not requiring the current password', () => {
  let t: TestStack

  beforeAll(async () => {
    t = await startTestStack({ requireCurrentPassword: false, confirmEmail: false })
  })

  afterAll(async () => {
    await t?.stop()
  })

  it('changes the password without it, and ignores a wrong one, as GoTrue with the setting off', async () => {
    const c = t.client()
    const email = newEmail()
    expect((await c.auth.signUp({ email, password: 'first-password' })).error).toBeNull()
    expect((await c.auth.updateUser({ password: 'second-password' })).error).toBeNull()
    expect((await c.auth.updateUser({ password: 'third-password', current_password: 'wrong' })).error).toBeNull()
    expect((await t.client().auth.signInWithPassword({ email, password: 'third-password' })).error).toBeNull()
  })
})
