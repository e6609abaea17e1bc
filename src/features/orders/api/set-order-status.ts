import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminKeys, orderKeys, productKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { OrderStatus } from '../lib/order-status'

/**
 * Moves an order along Processing -> Shipped -> Delivered, or to Cancelled from Processing or Shipped, or
 * corrects Delivered or Cancelled within 24 hours (rpc admin_set_order_status). The database refuses anything else with P0001 and a message to show;
 * cancelling puts the stock back and reverses the order's points in the same transaction.
 */
async function setOrderStatus({ orderId, status }: { orderId: string; status: OrderStatus }) {
  const { data, error } = await db.rpc('admin_set_order_status', { p_order_id: orderId, p_status: status })
  if (error) throw error
  return data
}

/** What to refresh once an order's status (or shipment) changed: give it the order as it now is. */
export function useOrderChanged() {
  const queryClient = useQueryClient()
  return (order: { id: string; user_id: string | null; status: string }) => {
    // The order itself (its row, timeline and confirmation page), the admins' lists (filtered by status)
    // and its owner's history, should the admin hold that in this tab too.
    void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) })
    void queryClient.invalidateQueries({ queryKey: orderKeys.adminLists() })
    if (order.user_id) void queryClient.invalidateQueries({ queryKey: orderKeys.ofUser(order.user_id) })
    // Only a change that becomes Processing is a cancellation reopened (an order starts Processing).
    if (order.status === 'Cancelled' || order.status === 'Processing') {
      // Only a cancellation (or its correction) moves the dashboard's figures (revenue and orders leave cancelled ones out)
      // and stock, which the shop and the dashboard's low-stock list show.
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboards() })
      void queryClient.invalidateQueries({ queryKey: productKeys.all })
    }
  }
}

export function useSetOrderStatus() {
  return useMutation({ mutationFn: setOrderStatus, onSuccess: useOrderChanged() })
}
