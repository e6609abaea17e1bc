import type { PostgrestClient } from '@supabase/postgrest-js'
import type { MessageFilter } from '@/lib/query-keys'
import type { Database } from '@/types/supabase'

// Apart from the app's client (lib/supabase), as the catalogue's query is: index.html's early read
// (scripts/vite/early-read.ts) builds the very same request.

export const CONTACT_MESSAGES_PAGE_SIZE = 25

/** What the Messages screen shows first (its loader asks for the same). */
export const INITIAL_MESSAGE_FILTER: MessageFilter = 'all'

/**
 * One page of contact messages (all, or only the handled or unhandled ones), newest first, counted, each
 * with the replies sent to it; is_read false marks the unread ones.
 */
export function buildContactMessagesQuery(
  client: PostgrestClient<Database>,
  filter: MessageFilter,
  page: number,
  signal: AbortSignal,
) {
  const from = (Math.max(1, page) - 1) * CONTACT_MESSAGES_PAGE_SIZE
  let query = client
    .from('contact_messages')
    .select(
      'id, full_name, email, subject, message, created_at, is_read, is_handled, handled_at, handled_by, replies:contact_message_replies(id, body, created_at)',
      { count: 'exact' },
    )
  if (filter !== 'all') query = query.eq('is_handled', filter === 'handled')
  return query
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + CONTACT_MESSAGES_PAGE_SIZE - 1)
    .abortSignal(signal)
}
