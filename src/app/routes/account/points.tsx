import { PointsPage } from '@/features/points/components/points-page'
import { useAuth } from '@/lib/auth'

export default function PointsRoute() {
  const { user } = useAuth()
  // The area's guard renders its screens only for a signed-in user.
  return user ? <PointsPage userId={user.id} /> : null
}
