import type { Session } from '@supabase/auth-js'

/** The token's `aal` claim (null for a token that cannot be read). */
function tokenLevel(accessToken: string): unknown {
  try {
    const payload = accessToken.split('.')[1] ?? ''
    return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: unknown }).aal
  } catch {
    return null
  }
}

/**
 * Whether the session still owes its user's second factor: a verified factor (nextLevel aal2) and a token
 * at aal1. The same reading as auth-js's getAuthenticatorAssuranceLevel(), made from the session at hand:
 * called from Auth's own events, where awaiting Auth again would wait on the lock the event holds.
 */
export function secondFactorDueIn(session: Session): boolean {
  const verified = session.user.factors?.some((factor) => factor.status === 'verified') ?? false
  return verified && tokenLevel(session.access_token) !== 'aal2'
}
