import { useMutation, useQueryClient } from '@tanstack/react-query'
import { db } from '@/lib/supabase'
import { adminKeys } from '@/lib/query-keys'

/** Sends a failed mail again (admin_retry_email: admins only, failed or dead mails only). */
async function retryEmail(id: number) {
  const { data, error } = await db.rpc('admin_retry_email', { p_id: id }).single()
  if (error) throw error
  return data
}

export function useRetryEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: retryEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.emails() }),
  })
}
