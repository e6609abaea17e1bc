import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orderKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import { toast, TOAST_DURATION } from '@/stores/toast'
import { readOrder } from '@/lib/read-order'

/**
 * Moves a guest order into the signed-in customer's account and credits its Flavor Points
 * (`claim_guest_order` checks the e-mail address, the 30 days and that it happens once). The one request
 * for it: the confirmation's Claim Points button and the auth screen (through its route) both use this hook,
 * so both show the same toasts.
 */
async function claimGuestOrder(orderId: string) {
  const { data, error } = await db.rpc('claim_guest_order', { p_order_id: orderId }).single()
  if (error) throw error
  return readOrder(data)
}

export function useClaimGuestOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: claimGuestOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order)
      toast({
        title: 'Order Claimed',
        description: `Your order is now in your account and ${order.points_earned} Flavor Points were added.`,
      })
    },
    meta: {
      errorToast: (error) => ({
        title: 'Could Not Claim Order',
        description: error.message,
        variant: 'destructive',
        // The claim runs as the auth screen hands over to the account: the refusal goes along.
        pageBound: false,
        duration: TOAST_DURATION.long,
      }),
    },
  })
}
