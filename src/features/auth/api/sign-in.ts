import { useMutation } from '@tanstack/react-query'
import { loadAuth } from '@/lib/supabase'

interface SignInVariables {
  email: string
  password: string
}

async function signIn({ email, password }: SignInVariables): Promise<void> {
  const { error } = await (await loadAuth()).signInWithPassword({ email, password })
  if (error) throw error
}

/** Password sign-in; the auth provider hears the new session from Auth itself. */
export function useSignIn() {
  return useMutation({ mutationFn: signIn })
}
