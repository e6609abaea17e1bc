import { OrderHistory } from '@/features/orders/components/order-history'
import { useAuth } from '@/lib/auth'

export default function OrdersRoute() {
  const { user } = useAuth()
  // The area's guard renders its screens only for a signed-in user.
  return user ? <OrderHistory userId={user.id} /> : null
}
