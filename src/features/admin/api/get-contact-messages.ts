import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { db } from '@/lib/supabase'
import { adminKeys } from '@/lib/query-keys'

export const CONTACT_MESSAGES_PAGE_SIZE = 25

/** One page of contact messages, newest first, counted; is_read false marks the unread ones. */
async function getContactMessages(page: number, signal: AbortSignal) {
  const from = (Math.max(1, page) - 1) * CONTACT_MESSAGES_PAGE_SIZE
  const { data, count, error } = await db
    .from('contact_messages')
    .select('id, full_name, email, subject, message, created_at, is_read, is_handled, handled_at, handled_by', {
      count: 'exact',
    })
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + CONTACT_MESSAGES_PAGE_SIZE - 1)
    .abortSignal(signal)
  if (error) throw error
  return { messages: data, total: count ?? data.length }
}

export type ContactMessagePage = Awaited<ReturnType<typeof getContactMessages>>

export const contactMessagesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.messageList(page),
    queryFn: ({ signal }) => getContactMessages(page, signal),
    placeholderData: keepPreviousData,
  })

export function useContactMessages(page: number) {
  return useQuery(contactMessagesQueryOptions(page))
}
