import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { db } from '@/lib/supabase'
import { adminKeys, type EmailLogFilter } from '@/lib/query-keys'

export const EMAIL_LOG_PAGE_SIZE = 25

/** The outbox statuses each filter shows: a failed mail may still be retried on its own, a dead one no longer. */
const STATUSES: Record<EmailLogFilter, string[] | null> = {
  all: null,
  pending: ['pending', 'sending'],
  sent: ['sent'],
  failed: ['failed', 'dead'],
}

/** One page of the shop's transactional mail, newest first, counted (admins read the outbox under RLS). */
async function getEmailLog(filter: EmailLogFilter, page: number, signal: AbortSignal) {
  const from = (Math.max(1, page) - 1) * EMAIL_LOG_PAGE_SIZE
  let query = db
    .from('email_outbox')
    .select('id, kind, recipient, status, attempts, last_error, created_at, sent_at, next_attempt_at', {
      count: 'exact',
    })
  const statuses = STATUSES[filter]
  if (statuses) query = query.in('status', statuses)
  const { data, count, error } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + EMAIL_LOG_PAGE_SIZE - 1)
    .abortSignal(signal)
  if (error) throw error
  return { emails: data, total: count ?? data.length }
}

export type EmailLogEntry = Awaited<ReturnType<typeof getEmailLog>>['emails'][number]

export const emailLogQueryOptions = (filter: EmailLogFilter, page: number) =>
  queryOptions({
    queryKey: adminKeys.emailList(filter, page),
    queryFn: ({ signal }) => getEmailLog(filter, page, signal),
    placeholderData: keepPreviousData,
  })

export function useEmailLog(filter: EmailLogFilter, page: number) {
  return useQuery(emailLogQueryOptions(filter, page))
}
