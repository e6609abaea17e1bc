import { useMutation } from '@tanstack/react-query'
import { loadAuth } from '@/lib/supabase'
import { splitFullName } from '../lib/full-name'
import { forgetReferralCode, referralCodeFor } from '../lib/referral-code'

interface SignUpVariables {
  fullName: string
  email: string
  password: string
  /** The app's path the confirmation link returns to, signed in. */
  returnPath: string
}

/**
 * `signedIn` false: the project confirms e-mail addresses first, and a mail with a link is on its way (or,
 * for an address that has an account, nothing: Auth answers alike so as not to tell).
 */
async function signUp({ fullName, email, password, returnPath }: SignUpVariables): Promise<{ signedIn: boolean }> {
  const { firstName, lastName } = splitFullName(fullName)
  const referralCode = referralCodeFor(window.location.search)
  const { data, error } = await (
    await loadAuth()
  ).signUp({
    email,
    password,
    options: {
      // The profile trigger reads first_name and last_name (and full_name as a fallback); it never reads an
      // admin flag from here, so none is sent. The referral trigger reads referral_code once, at sign-up.
      data: {
        full_name: fullName,
        first_name: firstName,
        last_name: lastName,
        ...(referralCode ? { referral_code: referralCode } : {}),
      },
      emailRedirectTo: new URL(returnPath, window.location.origin).href,
    },
  })
  if (error) throw error
  forgetReferralCode()
  return { signedIn: data.session !== null }
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp })
}
