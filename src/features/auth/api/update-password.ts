import { useMutation } from '@tanstack/react-query'
import { loadAuth } from '@/lib/supabase'

/** Sets the signed-in user's password (after a recovery link, or from the account settings). */
async function updatePassword(password: string): Promise<void> {
  const { error } = await (await loadAuth()).updateUser({ password })
  if (error) throw error
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword })
}
