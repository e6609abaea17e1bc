import { Secret, TOTP } from 'otpauth'
import type { Session, SupabaseClient } from '@supabase/supabase-js'

/** The current code of a TOTP secret (RFC 6238, SHA1, 6 digits, 30 s), as an authenticator app shows it. */
export function totpCode(secret: string, at: Date = new Date()): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) })
  return totp.generate({ timestamp: at.getTime() })
}

/** Raises a signed-in client's session to aal2 with its first verified TOTP factor. */
export async function verifySecondFactor(client: SupabaseClient, secret: string): Promise<void> {
  const { data, error } = await client.auth.mfa.listFactors()
  if (error) throw new Error(`listing factors failed: ${error.message}`)
  const factor = data.totp[0]
  if (!factor) throw new Error('the user has no verified TOTP factor')
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(secret) })
  if (verified.error) throw new Error(`verifying the second factor failed: ${verified.error.message}`)
}

// One sign-in with a code at a time in a process: parallel ones would delete each other's aal1 sessions.
let signingIn: Promise<unknown> = Promise.resolve()

/**
 * Signs a client in with password and code. Verifying a code deletes the user's other aal1 sessions
 * (as Supabase Auth does), so sign-ins in this process take turns, and one that another process
 * (a parallel e2e worker) overtook starts again.
 */
export function signInWithSecondFactor(
  client: SupabaseClient,
  credentials: { email: string; password: string },
  secret: string,
): Promise<Session> {
  const turn = signingIn.then(() => signInAndVerify(client, credentials, secret))
  signingIn = turn.catch(() => undefined)
  return turn
}

async function signInAndVerify(
  client: SupabaseClient,
  credentials: { email: string; password: string },
  secret: string,
): Promise<Session> {
  for (let attempt = 1; ; attempt++) {
    const { error } = await client.auth.signInWithPassword({ email: credentials.email, password: credentials.password })
    if (error) throw new Error(`sign-in of ${credentials.email} failed: ${error.message}`)
    try {
      await verifySecondFactor(client, secret)
      const { data } = await client.auth.getSession()
      // supabase-js hands Realtime a new token on SIGNED_IN and TOKEN_REFRESHED, not on MFA_CHALLENGE_VERIFIED.
      if (data.session) await client.realtime.setAuth(data.session.access_token)
      if (data.session) return data.session
      throw new Error('no session after verifying the second factor')
    } catch (e) {
      if (attempt >= 5) throw e
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200))
    }
  }
}
