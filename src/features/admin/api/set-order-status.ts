import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminKeys, orderKeys, productKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { OrderStatus } from './admin-orders-query'

/**
 * Moves an order along Processing -> Shipped -> Delivered, or to Cancelled from Processing or Shipped
 * (rpc admin_set_order_status). The database refuses anything else with P0001 and a message to show;
 * cancelling puts the stock back and reverses the order's points in the same transaction.
 */
async function setOrderStatus({ orderId, status }: { orderId: string; status: OrderStatus }) {
  const { data, error } = await db.rpc('admin_set_order_status', { p_order_id: orderId, p_status: status })
  if (error) throw error
  return data
}

export function useSetOrderStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setOrderStatus,
    onSuccess: (order) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders() })
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboards() })
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) })
      // A cancellation changes stock, which the shop and the dashboard's low-stock list show.
      if (order.status === 'Cancelled') void queryClient.invalidateQueries({ queryKey: productKeys.all })
    },
  })
}
