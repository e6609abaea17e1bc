import { useMutation, useQueryClient } from '@tanstack/react-query'
import { db } from '@/lib/supabase'
import { adminKeys } from '@/lib/query-keys'

export interface MessageMarks {
  messageId: string
  /** Opened (true) or back to unread. */
  is_read?: boolean
  /** Answered (true, which also marks it read; the database notes when and by whom) or reopened. */
  is_handled?: boolean
}

async function markContactMessage({ messageId, ...marks }: MessageMarks) {
  const { data, error } = await db
    .from('contact_messages')
    .update(marks)
    .eq('id', messageId)
    .select('id, is_read, is_handled, handled_at, handled_by')
    .single()
  if (error) throw error
  return data
}

export function useMarkContactMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markContactMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.messages() }),
  })
}
