import { SectionHeader } from '@/components/layouts/section-header'
import { ChangeEmailForm } from '@/features/auth/components/change-email-form'
import { ChangePassword } from '@/features/auth/components/change-password'
import { ProfileNameForm } from '@/features/auth/components/profile-name-form'
import { TwoFactorSettings } from '@/features/auth/components/two-factor-settings'
import { useAuth } from '@/lib/auth'
import { secondFactorsQueryOptions } from '@/features/auth/api/mfa'
import { profileQueryOptions } from '@/features/auth/api/session'
import { requireSession } from '../../require-session'

export const clientLoader = requireSession((queryClient, { userId }) => [
  queryClient.ensureQueryData(profileQueryOptions(userId)),
  queryClient.ensureQueryData(secondFactorsQueryOptions()),
])

export default function SettingsRoute() {
  const { user } = useAuth()
  if (!user) return null
  return (
    <>
      <SectionHeader title="Account Settings" lead={user.email} />
      <div className="space-y-6">
        <ProfileNameForm userId={user.id} />
        <ChangeEmailForm currentEmail={user.email ?? ''} />
        <ChangePassword />
        <TwoFactorSettings />
      </div>
    </>
  )
}
