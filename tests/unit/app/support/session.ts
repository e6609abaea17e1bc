import { AUTH_STORAGE_KEY } from '@/config/auth'

export const CUSTOMER_ACCESS_TOKEN = 'the-customers-access-token'

/**
 * Leaves a session for `userId` where the app's Auth keeps it, valid for an hour, so the app starts
 * signed in without asking the network (the token itself is not checked by anything in a unit test).
 */
export function saveSession(userId: string, email = 'dana@example.com') {
  const inAnHour = Math.floor(Date.now() / 1000) + 3600
  localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({
      access_token: CUSTOMER_ACCESS_TOKEN,
      refresh_token: 'the-refresh-token',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: inAnHour,
      user: { id: userId, aud: 'authenticated', role: 'authenticated', email },
    }),
  )
}
