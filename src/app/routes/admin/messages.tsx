import { Seo } from '@/components/seo/seo'
import { Messages } from '@/features/admin/components/messages'
import { INITIAL_MESSAGE_FILTER } from '@/features/admin/api/contact-messages-query'
import { contactMessagesQueryOptions } from '@/features/admin/api/get-contact-messages'
import { requireSession } from '../../require-session'

export const clientLoader = requireSession(
  (queryClient) => [queryClient.ensureQueryData(contactMessagesQueryOptions(INITIAL_MESSAGE_FILTER, 1))],
  { area: 'admin' },
)

export default function AdminMessagesRoute() {
  return (
    <>
      <Seo title="Admin: Messages" description="CasaBite administration." noIndex />
      <Messages />
    </>
  )
}
