import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../helpers/stack.ts'

// The stack's mail inbox (GET /inbox), as a developer uses it: request a mail through the app's
// client, read it at /inbox, follow its link.

interface Mail {
  id: number
  to: string
  kind: string
  subject: string
  body: string
  link: string | null
  created_at: string
}

const SHOP = 'http://127.0.0.1:5173'

async function inbox(t: TestStack): Promise<Mail[]> {
  const res = await fetch(`${t.url}/inbox`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  return (await res.json()) as Mail[]
}

/** Follows a mail's link without a browser: the 303's fragment carries the session. */
async function follow(link: string) {
  const res = await fetch(link, { redirect: 'manual' })
  expect(res.status).toBe(303)
  const location = new URL(res.headers.get('location')!)
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) }
}

describe('password recovery through the inbox', () => {
  let t: TestStack
  beforeAll(async () => {
    t = await startTestStack()
  })
  afterAll(async () => {
    await t?.stop()
  })

  it('keeps the mail, newest first, and its link signs the user in on /account/reset-password', async () => {
    const { email } = await t.newCustomer('Rita Recover')
    const other = await t.newCustomer('Otto Other')
    const c = t.client()
    const redirectTo = `${SHOP}/account/reset-password`
    expect((await c.auth.resetPasswordForEmail(other.email, { redirectTo })).error).toBeNull()
    expect((await c.auth.resetPasswordForEmail(email, { redirectTo })).error).toBeNull()

    const mails = await inbox(t)
    expect(mails.map((m) => m.to).slice(0, 2)).toEqual([email, other.email])
    const mail = mails[0]!
    expect(mail).toMatchObject({ kind: 'recovery', subject: 'Reset Your Password' })
    expect(mail.body).toContain(mail.link!)

    const { location, fragment } = await follow(mail.link!)
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo)
    expect(fragment.get('type')).toBe('recovery')

    const session = await c.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    })
    expect(session.data.user?.email).toBe(email)
    expect((await c.auth.updateUser({ password: 'a-brand-new-password' })).error).toBeNull()
    const signIn = await t.client().auth.signInWithPassword({ email, password: 'a-brand-new-password' })
    expect(signIn.error).toBeNull()
  })

  it('says nothing about unknown addresses and keeps no mail for them', async () => {
    const before = (await inbox(t)).length
    const res = await t.client().auth.resetPasswordForEmail('nobody@example.com')
    expect(res.error).toBeNull()
    expect((await inbox(t)).length).toBe(before)
  })
})

describe('sign-up confirmation through the inbox', () => {
  let t: TestStack
  beforeAll(async () => {
    t = await startTestStack({ confirmEmail: true })
  })
  afterAll(async () => {
    await t?.stop()
  })

  it('sends a confirmation whose link confirms the address and signs the user in', async () => {
    const c = t.client()
    const email = 'confirm-me@example.com'
    const signUp = await c.auth.signUp({
      email,
      password: 'confirm-password',
      options: { emailRedirectTo: `${SHOP}/account` },
    })
    expect(signUp.data.session).toBeNull()
    expect((await c.auth.signInWithPassword({ email, password: 'confirm-password' })).error?.code).toBe(
      'email_not_confirmed',
    )

    const [mail] = await inbox(t)
    expect(mail).toMatchObject({ to: email, kind: 'signup' })
    const { location, fragment } = await follow(mail!.link!)
    expect(`${location.origin}${location.pathname}`).toBe(`${SHOP}/account`)
    expect(fragment.get('access_token')).toBeTruthy()
    expect((await t.client().auth.signInWithPassword({ email, password: 'confirm-password' })).error).toBeNull()
  })
})
