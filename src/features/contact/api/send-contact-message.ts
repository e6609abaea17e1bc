import { useMutation } from '@tanstack/react-query'
import { db } from '@/lib/supabase'
import { CONTACT_TOASTS, type ContactMessage } from '../contact-schema'

/** Inserts one row into contact_messages. The answer is read only for an error (visitors may not read messages). */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  const { error } = await db.from('contact_messages').insert({
    full_name: message.fullName,
    email: message.email,
    subject: message.subject,
    message: message.message,
  })
  if (error) throw error
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage, meta: { errorToast: CONTACT_TOASTS.failed } })
}
