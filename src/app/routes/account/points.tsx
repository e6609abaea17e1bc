import { PointsPage } from '@/features/points/components/points-page'
import { useAuth } from '@/lib/auth'
import { pointsHistoryQueryOptions } from '@/features/points/api/get-points-history'
import { pointsSummaryQueryOptions } from '@/features/points/api/get-points-summary'
import { requireSession } from '../../require-session'

export const clientLoader = requireSession((queryClient, { userId }) => [
  queryClient.ensureQueryData(pointsSummaryQueryOptions(userId)),
  queryClient.ensureQueryData(pointsHistoryQueryOptions(userId)),
])

export default function PointsRoute() {
  const { user, profile } = useAuth()
  // The area's guard renders its screens only for a signed-in user.
  return user ? <PointsPage userId={user.id} referralCode={profile?.referral_code ?? null} /> : null
}
