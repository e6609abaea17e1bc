import { create } from 'zustand'

interface RedeemChoiceState {
  /** The Flavor Points tier (points) the customer chose to redeem on their next order; 0 for none. */
  points: number
  choose: (points: number) => void
}

/**
 * The reward chosen on the account's points page (Redeem), which the checkout preselects. Held here
 * rather than in the URL: the way into the checkout passes through pages that do not carry a query.
 */
export const useRedeemChoice = create<RedeemChoiceState>()((set) => ({
  points: 0,
  choose: (points) => set({ points }),
}))
