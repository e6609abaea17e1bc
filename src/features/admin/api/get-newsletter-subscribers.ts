import { queryOptions, useQuery } from '@tanstack/react-query'
import { db } from '@/lib/supabase'
import { adminKeys } from '@/lib/query-keys'

/** Hosted Supabase answers at most 1,000 rows a request (its default max_rows): the list is read in pages. */
const PAGE = 1000

/** Every newsletter subscriber, newest first (admins read them; the CSV export is built from this list). */
async function getNewsletterSubscribers(signal: AbortSignal) {
  const all = []
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await db
      .from('newsletter_subscriptions')
      .select('id, email, subscribed_at')
      .order('subscribed_at', { ascending: false })
      .order('id')
      .range(from, from + PAGE - 1)
      .abortSignal(signal)
    if (error) throw error
    all.push(...data)
    if (data.length < PAGE) return all
  }
}

export type NewsletterSubscriber = Awaited<ReturnType<typeof getNewsletterSubscribers>>[number]

export const newsletterSubscribersQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.subscribers(),
    queryFn: ({ signal }) => getNewsletterSubscribers(signal),
  })

export function useNewsletterSubscribers() {
  return useQuery(newsletterSubscribersQueryOptions())
}
