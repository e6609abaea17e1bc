import { rewardsProgram } from '@/config/rewards'
import type { Order } from '@/types/order'

/**
 * Who is looking at the confirmation, relative to the order:
 * - `pending`: the saved session has not been read yet;
 * - `guest`: signed out, looking at a guest order (they may create an account and claim it);
 * - `claimable`: signed in, looking at a guest order (they may claim it for their account);
 * - `owner`: the order is in the signed-in viewer's account;
 * - `other`: someone else's order (an admin's view); nothing to claim.
 */
export type ViewerStanding = 'pending' | 'guest' | 'claimable' | 'owner' | 'other'

export function viewerStanding(order: Pick<Order, 'user_id'>, viewerId: string | null | undefined): ViewerStanding {
  if (viewerId === undefined) return 'pending'
  if (order.user_id === null) return viewerId === null ? 'guest' : 'claimable'
  return order.user_id === viewerId ? 'owner' : 'other'
}

/** The points a guest order earns once claimed: one per whole dollar of its subtotal, as the database credits. */
export function claimablePoints(order: Pick<Order, 'subtotal_price'>): number {
  return Math.floor(order.subtotal_price) * rewardsProgram.pointsPerDollar
}
