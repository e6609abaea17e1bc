import { useMutation } from '@tanstack/react-query'
import { accountPaths } from '@/config/account-paths'
import { loadAuth } from '@/lib/supabase'

/** Mails a recovery link that signs the user in on the reset screen (Auth answers alike for unknown addresses). */
async function requestPasswordReset(email: string): Promise<void> {
  const redirectTo = new URL(accountPaths.resetPassword.getHref(), window.location.origin).href
  const { error } = await (await loadAuth()).resetPasswordForEmail(email, { redirectTo })
  if (error) throw error
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
