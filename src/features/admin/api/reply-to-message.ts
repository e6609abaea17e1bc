import { adminKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import { useInvalidatingMutation } from './invalidating-mutation'

/** Answers a contact message: the reply is kept with it, the message becomes handled and the mail is queued. */
async function replyToMessage({ messageId, body }: { messageId: string; body: string }) {
  const { error } = await db.rpc('admin_reply_to_message', { p_message_id: messageId, p_body: body })
  if (error) throw error
}

export const useReplyToMessage = () => useInvalidatingMutation(replyToMessage, [adminKeys.messages()], 'Reply Failed')
