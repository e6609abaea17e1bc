import type { QueryClient } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import type { RouteLoaderArgs } from '../../route-objects'
import { orderQueryOptions } from '@/features/orders/api/get-order'
import { OrderConfirmation } from '@/features/orders/components/order-confirmation'

/** Loads the order before the page shows; a miss or failure is not thrown: the page shows Order Not Found. */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: RouteLoaderArgs) => {
    await queryClient.ensureQueryData(orderQueryOptions(params.orderId ?? '')).catch(() => undefined)
    return null
  }

export default function OrderConfirmationRoute() {
  const { orderId = '' } = useParams()
  return <OrderConfirmation orderId={orderId} />
}
