import type { User } from '@supabase/auth-js'

/** Sign-up (or confirming the e-mail) signs in within moments; a sign-in later than this is a return. */
const FIRST_SIGN_IN_WINDOW_MS = 10_000

/**
 * Whether this session is the account's first: its sign-in came with the account's start (sign-up, or the
 * confirmed e-mail). Missing or unreadable times count as a returning customer.
 */
export function isFirstSession(user: Pick<User, 'created_at' | 'email_confirmed_at' | 'last_sign_in_at'>): boolean {
  const began = Date.parse(user.email_confirmed_at ?? user.created_at)
  const signedIn = Date.parse(user.last_sign_in_at ?? '')
  return signedIn - began < FIRST_SIGN_IN_WINDOW_MS
}
