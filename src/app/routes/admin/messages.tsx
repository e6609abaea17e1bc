import { Seo } from '@/components/seo/seo'
import { Messages } from '@/features/admin/components/messages'

export default function AdminMessagesRoute() {
  return (
    <>
      <Seo title="Admin: Messages" description="CasaBite administration." noIndex />
      <Messages />
    </>
  )
}
