import { useMutation } from '@tanstack/react-query'
import { loadAuth } from '@/lib/supabase'

/**
 * Mails a one-time sign-in link that lands on `returnPath` signed in. Only existing accounts: an unknown
 * address gets no mail (Auth answers alike, so the screen tells nobody which addresses have an account).
 */
async function sendSignInLink({ email, returnPath }: { email: string; returnPath: string }): Promise<void> {
  const emailRedirectTo = new URL(returnPath, window.location.origin).href
  const { error } = await (
    await loadAuth()
  ).signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo } })
  // otp_disabled: no such account. Saying so would tell who has one.
  if (error && error.code !== 'otp_disabled') throw error
}

export function useSendSignInLink() {
  return useMutation({ mutationFn: sendSignInLink })
}
