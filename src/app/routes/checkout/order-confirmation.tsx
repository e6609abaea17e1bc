import type { QueryClient } from '@tanstack/react-query'
import { useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { orderQueryOptions } from '@/features/orders/api/get-order'
import { OrderConfirmation } from '@/features/orders/components/order-confirmation'

/** Loads the order before the page shows; a miss or failure is not thrown: the page shows Order Not Found. */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(orderQueryOptions(params.orderId ?? '')).catch(() => undefined)
    return null
  }

export default function OrderConfirmationRoute() {
  const { orderId = '' } = useParams()
  return <OrderConfirmation orderId={orderId} />
}
