import { ordersQueryOptions } from '@/features/orders/api/get-orders'
import { pointsSummaryQueryOptions } from '@/features/points/api/get-points-summary'
import { greetingName } from '@/features/auth/lib/greeting-name'
import { isFirstSession } from '@/features/auth/lib/new-account'
import { useAuth } from '@/lib/auth'
import { requireSession } from '../../require-session'
import { AccountOverview } from './account-overview'

/** The overview's orders and points start beside the profile that the area's guard waits for. */
export const clientLoader = requireSession((queryClient, { userId }) => [
  queryClient.ensureQueryData(ordersQueryOptions(userId, 1)),
  queryClient.ensureQueryData(pointsSummaryQueryOptions(userId)),
])

export default function AccountRoute() {
  const { user, profile } = useAuth()
  // The area's guard renders its screens only for a signed-in user.
  if (!user) return null
  return (
    <AccountOverview
      userId={user.id}
      greeting={greetingName(profile, user.email)}
      firstSession={isFirstSession(user)}
    />
  )
}
