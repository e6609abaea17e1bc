import { Seo } from '@/components/seo/seo'
import { PageShell } from '@/components/ui/page-shell'

export default function AdminMessagesRoute() {
  return (
    <>
      <Seo title="Admin: Messages" description="CasaBite administration." noIndex />
      <PageShell title="Messages" />
    </>
  )
}
