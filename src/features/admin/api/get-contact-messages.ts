import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { db } from '@/lib/supabase'
import { adminKeys, type MessageFilter } from '@/lib/query-keys'
import { buildContactMessagesQuery } from './contact-messages-query'

async function getContactMessages(filter: MessageFilter, page: number, signal: AbortSignal) {
  const { data, count, error } = await buildContactMessagesQuery(db, filter, page, signal)
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
