import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { db } from '@/lib/supabase'
import { adminKeys, type MessageFilter } from '@/lib/query-keys'

export const CONTACT_MESSAGES_PAGE_SIZE = 25

/** What the Messages screen shows first (its loader asks for the same). */
export const INITIAL_MESSAGE_FILTER: MessageFilter = 'all'

/**
 * One page of contact messages (all, or only the handled or unhandled ones), newest first, counted, each
 * with the replies sent to it; is_read false marks the unread ones.
 */
async function getContactMessages(filter: MessageFilter, page: number, signal: AbortSignal) {
  const from = (Math.max(1, page) - 1) * CONTACT_MESSAGES_PAGE_SIZE
  let query = db
    .from('contact_messages')
    .select(
      'id, full_name, email, subject, message, created_at, is_read, is_handled, handled_at, handled_by, replies:contact_message_replies(id, body, created_at)',
      { count: 'exact' },
    )
  if (filter !== 'all') query = query.eq('is_handled', filter === 'handled')
  const { data, count, error } = await query
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + CONTACT_MESSAGES_PAGE_SIZE - 1)
    .abortSignal(signal)
  if (error) throw error
  return { messages: data, total: count ?? data.length }
}

export type ContactMessagePage = Awaited<ReturnType<typeof getContactMessages>>

export const contactMessagesQueryOptions = (filter: MessageFilter, page: number) =>
  queryOptions({
    queryKey: adminKeys.messageList(filter, page),
    queryFn: ({ signal }) => getContactMessages(filter, page, signal),
    placeholderData: keepPreviousData,
  })

export function useContactMessages(filter: MessageFilter, page: number) {
  return useQuery(contactMessagesQueryOptions(filter, page))
}
