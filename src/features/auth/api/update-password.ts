import { useMutation } from '@tanstack/react-query'
import { loadAuth } from '@/lib/supabase'

export interface PasswordUpdate {
  password: string
  /** The account settings send it and Auth checks it; a recovery link's session needs none. */
  currentPassword?: string
  /** The code Auth mailed when it asked for reauthentication. */
  nonce?: string
}

/** Auth refused the current password: missing, or not the user's (GoTrue sends one message for both). */
export const CURRENT_PASSWORD_REFUSED = new Set(['current_password_required', 'current_password_invalid'])

/** Sets the signed-in user's password (after a recovery link, or from the account settings). */
async function updatePassword({ password, currentPassword, nonce }: PasswordUpdate): Promise<void> {
  const { error } = await (await loadAuth()).updateUser({ password, current_password: currentPassword, nonce })
  if (error) throw error
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword })
}
