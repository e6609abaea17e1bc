import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type Client, type TestStack } from '../helpers/stack.ts'
import { totpCode } from '../helpers/totp.ts'

// Multi-factor authentication through supabase-js, as hosted Supabase Auth answers it: TOTP factors
// (enrol, challenge, verify, unenrol), the aal and amr claims of every token, and the admin's factor API.

function claimsOf(jwt: string): { aal?: string; amr?: { method: string; timestamp: number }[] } {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as never
}

async function accessToken(c: Client): Promise<string> {
  const { data } = await c.auth.getSession()
  return data.session?.access_token ?? ''
}

describe('TOTP factors', () => {
  let t: TestStack

  beforeAll(async () => {
    t = await startTestStack()
  })

  afterAll(async () => {
    await t?.stop()
  })

  async function enrolled(c: Client, friendlyName = 'Phone') {
    const { data, error } = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName })
    expect(error).toBeNull()
    return data!
  }

  async function verifiedCustomer() {
    const customer = await t.newCustomer()
    const factor = await enrolled(customer.client)
    const { error } = await customer.client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(factor.totp.secret),
    })
    expect(error).toBeNull()
    return { ...customer, factor, secret: factor.totp.secret }
  }

  it('enrols a factor with its secret, URI and SVG QR code; it stays unverified until a code proves it', async () => {
    const { client, email } = await t.newCustomer()
    const factor = await enrolled(client, 'My phone')
    expect(factor).toMatchObject({ type: 'totp', friendly_name: 'My phone' })
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\//)
    expect(factor.totp.uri).toContain(`secret=${factor.totp.secret}`)
    expect(factor.totp.uri).toContain(encodeURIComponent(email))
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /)

    const { data: listed } = await client.auth.mfa.listFactors()
    expect(listed?.all).toEqual([expect.objectContaining({ id: factor.id, status: 'unverified', factor_type: 'totp' })])
    expect(listed?.totp).toEqual([])
    const { data: level } = await client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })
  })

  it('a wrong code is mfa_verification_failed; the right one verifies the factor and raises the session to aal2', async () => {
    const { client } = await t.newCustomer()
    const factor = await enrolled(client)
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor.id })
    expect(challenge).toMatchObject({ type: 'totp' })
    expect(challenge!.expires_at).toBeGreaterThan(Date.now() / 1000 + 250)

    const right = totpCode(factor.totp.secret)
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0')
    const refused = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge!.id, code: wrong })
    expect(refused.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' })

    const { data, error } = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge!.id,
      code: right,
    })
    expect(error).toBeNull()
    const claims = claimsOf(data!.access_token)
    expect(claims.aal).toBe('aal2')
    expect(claims.amr?.map((a) => a.method)).toEqual(['totp', 'password'])

    const { data: level } = await client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level?.currentLevel).toBe('aal2')
    expect(level?.nextLevel).toBe('aal2')
    expect(level?.currentAuthenticationMethods.map((a) => (typeof a === 'string' ? a : a.method))).toEqual([
      'totp',
      'password',
    ])
    const { data: listed } = await client.auth.mfa.listFactors()
    expect(listed?.totp).toEqual([
      expect.objectContaining({ id: factor.id, status: 'verified', friendly_name: 'Phone' }),
    ])

    // A used challenge cannot be verified again.
    const again = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge!.id, code: right })
    expect(again.error?.status).toBe(422)
  })

  it('a refresh keeps aal2; the aal1 refresh token from before the code is dead', async () => {
    const { client, email, password, secret } = await verifiedCustomer()
    const refreshed = await client.auth.refreshSession()
    expect(refreshed.error).toBeNull()
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal2')

    const other = await t.signIn(email, password)
    const { data: before } = await other.auth.getSession()
    const aal1Refresh = before.session!.refresh_token
    expect(claimsOf(before.session!.access_token)).toMatchObject({ aal: 'aal1' })
    const { data: level } = await other.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })

    const { data: factors } = await other.auth.mfa.listFactors()
    const verified = await other.auth.mfa.challengeAndVerify({ factorId: factors!.totp[0]!.id, code: totpCode(secret) })
    expect(verified.error).toBeNull()
    const stale = await t.client().auth.refreshSession({ refresh_token: aal1Refresh })
    expect(stale.error).toMatchObject({ code: 'refresh_token_not_found' })
  })

  it('an expired challenge is mfa_challenge_expired, an unknown one or factor is not found', async () => {
    const { client } = await t.newCustomer()
    const factor = await enrolled(client)
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor.id })
    await t.stack.db.query(`update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`, [
      challenge!.id,
    ])
    const code = totpCode(factor.totp.secret)
    const expired = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge!.id, code })
    expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' })
    const unknownChallenge = await client.auth.mfa.verify({ factorId: factor.id, challengeId: randomUUID(), code })
    expect(unknownChallenge.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' })
    const unknownFactor = await client.auth.mfa.challenge({ factorId: randomUUID() })
    expect(unknownFactor.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })
  })

  it('refuses a taken friendly name, an eleventh factor, and a new factor from an aal1 session of a verified user', async () => {
    const { client } = await t.newCustomer()
    await enrolled(client, 'Phone')
    const taken = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })
    expect(taken.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' })
    for (let i = 2; i <= 10; i++) await enrolled(client, `Device ${i}`)
    const eleventh = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'One too many' })
    expect(eleventh.error).toMatchObject({ status: 422, code: 'too_many_enrolled_mfa_factors' })

    const { email, password } = await verifiedCustomer()
    const aal1 = await t.signIn(email, password)
    const refused = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' })
    expect(refused.error).toMatchObject({ status: 403, code: 'insufficient_aal' })
  })

  it('refuses a password or e-mail change from an aal1 session of a user with a factor; aal2 may', async () => {
    const { client, email, password } = await verifiedCustomer()
    const aal1 = await t.signIn(email, password)
    const message = 'AAL2 session is required to update email or password when MFA is enabled.'
    const byPassword = await aal1.auth.updateUser({ password: `new-${randomUUID()}` })
    expect(byPassword.error).toMatchObject({ status: 401, code: 'insufficient_aal', message })
    const byEmail = await aal1.auth.updateUser({ email: `moved-${randomUUID().slice(0, 8)}@example.com` })
    expect(byEmail.error).toMatchObject({ status: 401, code: 'insufficient_aal', message })
    // What is not a sign-in secret stays open at aal1, and at aal2 the password changes.
    expect((await aal1.auth.updateUser({ data: { full_name: 'Still Me' } })).error).toBeNull()
    expect(
      (await client.auth.updateUser({ password: `new-${randomUUID()}`, current_password: password })).error,
    ).toBeNull()
  })

  it('unenrols a verified factor only at aal2, and the sessions it raised fall back to aal1', async () => {
    const { client, email, password, factor } = await verifiedCustomer()
    const aal1 = await t.signIn(email, password)
    const refused = await aal1.auth.mfa.unenroll({ factorId: factor.id })
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' })

    const { data, error } = await client.auth.mfa.unenroll({ factorId: factor.id })
    expect(error).toBeNull()
    expect(data).toEqual({ id: factor.id })
    const refreshed = await client.auth.refreshSession()
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal1')
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([])

    // An unverified factor needs no second factor to go.
    const pending = await enrolled(aal1, 'Unfinished')
    expect((await aal1.auth.mfa.unenroll({ factorId: pending.id })).error).toBeNull()
  })

  it('the admin API lists and deletes a user’s factors', async () => {
    const { id, factor, client } = await verifiedCustomer()
    const { data: listed, error } = await t.service.auth.admin.mfa.listFactors({ userId: id })
    expect(error).toBeNull()
    expect(listed?.factors).toEqual([expect.objectContaining({ id: factor.id, status: 'verified' })])
    const anon = await t.anon.auth.admin.mfa.listFactors({ userId: id })
    expect(anon.error?.status).toBe(403)

    const deleted = await t.service.auth.admin.mfa.deleteFactor({ userId: id, id: factor.id })
    expect(deleted.error).toBeNull()
    expect((await t.service.auth.admin.mfa.listFactors({ userId: id })).data?.factors).toEqual([])
    expect(claimsOf((await client.auth.refreshSession()).data.session!.access_token).aal).toBe('aal1')
    const missing = await t.service.auth.admin.mfa.deleteFactor({ userId: id, id: factor.id })
    expect(missing.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })
  })

  it('every access token carries aal and amr from the start', async () => {
    const { client } = await t.newCustomer()
    const claims = claimsOf(await accessToken(client))
    expect(claims.aal).toBe('aal1')
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) as number }])
  })
})
