import { useMutation } from '@tanstack/react-query'
import { paths } from '@/config/paths'
import { loadAuth } from '@/lib/supabase'
import { splitFullName } from '../lib/full-name'

interface SignUpVariables {
  fullName: string
  email: string
  password: string
}

/** `signedIn` false: the project confirms e-mail addresses first, and a mail with a link is on its way. */
async function signUp({ fullName, email, password }: SignUpVariables): Promise<{ signedIn: boolean }> {
  const { firstName, lastName } = splitFullName(fullName)
  const { data, error } = await (
    await loadAuth()
  ).signUp({
    email,
    password,
    options: {
      // The profile trigger reads first_name and last_name (and full_name as a fallback); it never reads an
      // admin flag from here, so none is sent.
      data: { full_name: fullName, first_name: firstName, last_name: lastName },
      emailRedirectTo: new URL(paths.account.root.getHref(), window.location.origin).href,
    },
  })
  if (error) throw error
  return { signedIn: data.session !== null }
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp })
}
