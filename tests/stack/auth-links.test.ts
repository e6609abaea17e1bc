import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../helpers/stack.ts'

// Auth's other mailed ways in, through supabase-js as hosted Supabase Auth answers them: e-mail OTP
// and magic links (/otp, /verify), reauthentication before a password change, admin.generateLink and
// inviteUserByEmail.

const REDIRECT = 'http://127.0.0.1:5173/account'
const newEmail = () => `links-${randomUUID().slice(0, 8)}@example.com`

interface Mail {
  kind: string
  subject: string
  body: string
  link: string | null
}

/** The newest mail to an address, as /inbox lists it. */
async function latestMail(t: TestStack, to: string): Promise<Mail | undefined> {
  const res = await fetch(`${t.url}/inbox`, { headers: { accept: 'application/json' } })
  const mails = (await res.json()) as (Mail & { to: string })[]
  return mails.find((m) => m.to === to)
}

const codeIn = (mail: Mail | undefined) => /code: (\d{6})/.exec(mail?.body ?? '')?.[1] ?? ''

/** Follows a mail link as a browser's first hop would: the 303 target's fragment. */
async function openLink(link: string) {
  const res = await fetch(link, { redirect: 'manual' })
  const location = res.headers.get('location') ?? ''
  return { status: res.status, location, fragment: new URLSearchParams(location.split('#')[1] ?? '') }
}

describe('mailed sign-in links and codes', () => {
  let t: TestStack

  beforeAll(async () => {
    t = await startTestStack({ confirmEmail: true, securePasswordChange: true })
  })

  afterAll(async () => {
    await t?.stop()
  })

  it('signInWithOtp mails a confirmed user a magic link that lands signed in, and a code verifyOtp accepts', async () => {
    const { email } = await t.newCustomer()
    const sent = await t.anon.auth.signInWithOtp({ email, options: { emailRedirectTo: REDIRECT } })
    expect(sent.error).toBeNull()
    const mail = await latestMail(t, email)
    expect(mail).toMatchObject({ kind: 'magiclink', subject: 'Your Magic Link' })
    const opened = await openLink(mail!.link!)
    expect(opened.status).toBe(303)
    expect(opened.location.startsWith(`${REDIRECT}#`)).toBe(true)
    expect(opened.fragment.get('type')).toBe('magiclink')
    const { data: user } = await t.client().auth.getUser(opened.fragment.get('access_token') ?? '')
    expect(user.user?.email).toBe(email)
    // A used link is spent.
    expect((await openLink(mail!.link!)).fragment.get('error_code')).toBe('otp_expired')

    await t.anon.auth.signInWithOtp({ email })
    const c = t.client()
    const { data, error } = await c.auth.verifyOtp({ email, token: codeIn(await latestMail(t, email)), type: 'email' })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(email)

    await t.anon.auth.signInWithOtp({ email })
    const hash = new URL((await latestMail(t, email))!.link!).searchParams.get('token') ?? ''
    const byHash = await t.client().auth.verifyOtp({ token_hash: hash, type: 'magiclink' })
    expect(byHash.error).toBeNull()
    const wrong = await t.client().auth.verifyOtp({ email, token: '000000', type: 'email' })
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' })
  })

  it('signInWithOtp makes an unknown address a user (its confirmation link signs in) unless create_user is off', async () => {
    const refused = await t.anon.auth.signInWithOtp({ email: newEmail(), options: { shouldCreateUser: false } })
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled' })

    const email = newEmail()
    expect((await t.anon.auth.signInWithOtp({ email })).error).toBeNull()
    const mail = await latestMail(t, email)
    expect(mail?.kind).toBe('signup')
    const opened = await openLink(mail!.link!)
    expect(opened.fragment.get('access_token')).toBeTruthy()
  })

  it('a password change from a session over a day old needs the nonce reauthenticate mails', async () => {
    const { client, email, password } = await t.newCustomer()
    const fresh = await client.auth.updateUser({ password: `${password}-2`, current_password: password })
    expect(fresh.error).toBeNull()

    const { data: session } = await client.auth.getSession()
    const claims = JSON.parse(Buffer.from(session.session!.access_token.split('.')[1]!, 'base64url').toString())
    await t.stack.db.query(`update auth.sessions set created_at = now() - interval '25 hours' where id = $1`, [
      claims.session_id,
    ])
    const needed = await client.auth.updateUser({ password: `${password}-3`, current_password: `${password}-2` })
    expect(needed.error).toMatchObject({ status: 400, code: 'reauthentication_needed' })

    expect((await client.auth.reauthenticate()).error).toBeNull()
    const mail = await latestMail(t, email)
    expect(mail).toMatchObject({ kind: 'reauthentication', subject: 'Confirm reauthentication' })
    const invalid = await client.auth.updateUser({
      password: `${password}-3`,
      current_password: `${password}-2`,
      nonce: codeIn(mail) === '123456' ? '654321' : '123456',
    })
    expect(invalid.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' })
    const ok = await client.auth.updateUser({
      password: `${password}-3`,
      current_password: `${password}-2`,
      nonce: codeIn(mail),
    })
    expect(ok.error).toBeNull()
  })

  it('admin.generateLink answers each link with its code and hash and sends no mail', async () => {
    const email = newEmail()
    const signup = await t.service.auth.admin.generateLink({ type: 'signup', email, password: 'pw-generated-1' })
    expect(signup.error).toBeNull()
    expect(signup.data.properties).toMatchObject({
      verification_type: 'signup',
      email_otp: expect.stringMatching(/^\d{6}$/),
    })
    expect(signup.data.user?.email).toBe(email)
    expect(await latestMail(t, email)).toBeUndefined()
    const confirmed = await t
      .client()
      .auth.verifyOtp({ token_hash: signup.data.properties!.hashed_token, type: 'signup' })
    expect(confirmed.error).toBeNull()
    expect(
      (await t.service.auth.admin.generateLink({ type: 'signup', email, password: 'pw-generated-1' })).error,
    ).toMatchObject({ status: 422, code: 'email_exists' })

    const magic = await t.service.auth.admin.generateLink({ type: 'magiclink', email })
    expect(magic.data.properties?.verification_type).toBe('magiclink')
    expect((await openLink(magic.data.properties!.action_link)).fragment.get('access_token')).toBeTruthy()

    const recovery = await t.service.auth.admin.generateLink({ type: 'recovery', email })
    const recovered = await t
      .client()
      .auth.verifyOtp({ email, token: recovery.data.properties!.email_otp, type: 'recovery' })
    expect(recovered.error).toBeNull()
    const unknown = await t.service.auth.admin.generateLink({ type: 'recovery', email: newEmail() })
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' })

    const newAddress = newEmail()
    const change = await t.service.auth.admin.generateLink({ type: 'email_change_new', email, newEmail: newAddress })
    expect(change.data.properties?.verification_type).toBe('email_change')
    expect(change.data.user?.new_email).toBe(newAddress)

    const invited = newEmail()
    const invite = await t.service.auth.admin.generateLink({ type: 'invite', email: invited })
    expect(invite.data.properties?.verification_type).toBe('invite')
    expect(invite.data.user?.invited_at).toBeTruthy()
    const anon = await t.anon.auth.admin.generateLink({ type: 'magiclink', email })
    expect(anon.error?.status).toBe(403)
  })

  it('inviteUserByEmail mails an invitation whose link confirms the address and signs in', async () => {
    const email = newEmail()
    const { data, error } = await t.service.auth.admin.inviteUserByEmail(email, {
      data: { full_name: 'Ivy Invited' },
      redirectTo: REDIRECT,
    })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Ivy Invited' } })
    expect(data.user?.invited_at).toBeTruthy()
    const mail = await latestMail(t, email)
    expect(mail).toMatchObject({ kind: 'invite', subject: 'You have been invited' })
    const opened = await openLink(mail!.link!)
    expect(opened.fragment.get('type')).toBe('invite')
    const { data: user } = await t.client().auth.getUser(opened.fragment.get('access_token') ?? '')
    expect(user.user?.email_confirmed_at).toBeTruthy()
    const again = await t.service.auth.admin.inviteUserByEmail(email)
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' })
  })
})
