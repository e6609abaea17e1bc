import { AccountOverview } from '@/features/account/components/account-overview'
import { greetingName } from '@/features/auth/lib/greeting-name'
import { useAuth } from '@/lib/auth'

export default function AccountRoute() {
  const { user, profile } = useAuth()
  // The area's guard renders its screens only for a signed-in user.
  if (!user) return null
  return <AccountOverview userId={user.id} greeting={greetingName(profile, user.email)} />
}
