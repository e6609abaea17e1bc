import { useMutation } from '@tanstack/react-query'
import { accountPaths } from '@/config/account-paths'
import { loadAuth } from '@/lib/supabase'

/** Auth's answer when the new address already belongs to another account. */
export const EMAIL_TAKEN = 'email_exists'

/**
 * Asks Auth to move the account to `email`. With double_confirm_changes (config.toml, as hosted) nothing
 * changes until the links mailed to the current and to the new address are both followed: the current
 * mailbox confirms the change, which is what a reauthentication code would prove, so none is asked
 * (Supabase Auth takes no nonce for an e-mail change, and a code only the app checked would stop nobody).
 */
async function changeEmail(email: string): Promise<void> {
  const emailRedirectTo = new URL(accountPaths.settings.getHref(), window.location.origin).href
  const { error } = await (await loadAuth()).updateUser({ email }, { emailRedirectTo })
  if (error) throw error
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail })
}
