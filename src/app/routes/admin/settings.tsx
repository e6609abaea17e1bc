import { Seo } from '@/components/seo/seo'
import { SettingsPage } from '@/features/admin/components/settings/settings-page'

export default function AdminSettingsRoute() {
  return (
    <>
      <Seo title="Admin: Settings" description="CasaBite administration." noIndex />
      <SettingsPage />
    </>
  )
}
