import { useMutation } from '@tanstack/react-query'
import { loadAuth } from '@/lib/supabase'

/** Auth asks for a mailed code before the change (a session signed in over a day ago, secure_password_change). */
export const REAUTHENTICATION_NEEDED = 'reauthentication_needed'
/** The mailed code was wrong, used or over its hour. */
export const REAUTHENTICATION_REFUSED = new Set(['reauthentication_not_valid'])

/** Mails the signed-in user a 6-digit code, sent back as `nonce` with the change. */
async function sendReauthenticationCode(): Promise<void> {
  const { error } = await (await loadAuth()).reauthenticate()
  if (error) throw error
}

export function useSendReauthenticationCode() {
  return useMutation({ mutationFn: sendReauthenticationCode })
}
