import { SectionHeader } from '@/features/account/components/section-header'
import { ProfileNameForm } from '@/features/account/components/profile-name-form'
import { ChangePassword } from '@/features/auth/components/change-password'
import { TwoFactorSettings } from '@/features/auth/components/two-factor-settings'
import { useAuth } from '@/lib/auth'

export default function SettingsRoute() {
  const { user } = useAuth()
  if (!user) return null
  return (
    <>
      <SectionHeader title="Account Settings" lead={user.email} />
      <div className="space-y-6">
        <ProfileNameForm userId={user.id} />
        <ChangePassword />
        <TwoFactorSettings />
      </div>
    </>
  )
}
