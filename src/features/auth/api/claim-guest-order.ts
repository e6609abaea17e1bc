import { useMutation } from '@tanstack/react-query'
import { db } from '@/lib/supabase'

/**
 * Attaches a guest order to the signed-in account (the database checks the e-mail, the 30 days and that it
 * was not claimed before) and returns the Flavor Points it credited. A refusal's message is the shopper's.
 */
async function claimGuestOrder(orderId: string): Promise<number> {
  const { data, error } = await db.rpc('claim_guest_order', { p_order_id: orderId })
  if (error) throw error
  return data.points_earned
}

export function useClaimGuestOrder() {
  return useMutation({ mutationFn: claimGuestOrder })
}
