import { OrderHistory } from '@/features/orders/components/order-history'
import { useAuth } from '@/lib/auth'
import { ordersPageFrom, ordersQueryOptions } from '@/features/orders/api/get-orders'
import { requireSession } from '../../require-session'

export const clientLoader = requireSession((queryClient, { userId, request }) => [
  queryClient.ensureQueryData(
    ordersQueryOptions(userId, ordersPageFrom(new URL(request.url).searchParams.get('page'))),
  ),
])

export default function OrdersRoute() {
  const { user } = useAuth()
  // The area's guard renders its screens only for a signed-in user.
  return user ? <OrderHistory userId={user.id} /> : null
}
