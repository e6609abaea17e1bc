import { Seo } from '@/components/seo/seo'
import { Messages } from '@/features/admin/components/messages'
import { contactMessagesQueryOptions, INITIAL_MESSAGE_FILTER } from '@/features/admin/api/get-contact-messages'
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
