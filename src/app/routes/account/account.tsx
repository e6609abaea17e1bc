import type { QueryClient } from '@tanstack/react-query'
import { ordersQueryOptions } from '@/features/orders/api/get-orders'
import { pointsSummaryQueryOptions } from '@/features/account/api/get-points-summary'
import { AccountOverview } from './account-overview'
import { isFirstSession } from '@/features/account/lib/new-account'
import { greetingName } from '@/features/auth/lib/greeting-name'
import { useAuth } from '@/lib/auth'
import { signedInUserId } from '@/lib/supabase'

/**
 * Asks for the overview's orders and points as soon as the session is read, beside the profile that the
 * area's guard waits for, rather than after it. Nothing waits for this: the page renders as before.
 */
export const clientLoader = (queryClient: QueryClient) => () => {
  void signedInUserId()
    .then((userId) => {
      if (!userId) return
      void queryClient.prefetchQuery(ordersQueryOptions(userId, 1))
      void queryClient.prefetchQuery(pointsSummaryQueryOptions(userId))
    })
    // Auth could not load: the guard finds out too, and says so.
    .catch(() => undefined)
  return null
}

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
