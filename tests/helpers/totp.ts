import { Secret, TOTP } from 'otpauth'
import type { SupabaseClient } from '@supabase/supabase-js'

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
