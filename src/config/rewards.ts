/**
 * Flavor Points, the shop's loyalty program (spec §9), stated once. The rewards page explains these
 * numbers and the checkout offers the redemption tiers; `place_order` in the database enforces the same
 * rules (1 point per whole dollar of the subtotal, redemptions of exactly 100, 500 or 1000 points).
 */
export const rewardsProgram = {
  name: 'Flavor Points',
  /** Points credited when an account is created. */
  signUpBonus: 100,
  /** Points per whole dollar of an order's subtotal (signed-in orders only). */
  pointsPerDollar: 1,
  referralBonus: 50,
  reviewBonus: 25,
  /** Advertised as coming soon. */
  birthdayBonus: 100,
  /** Earned points expire this many months after they are earned. */
  expiryMonths: 12,
} as const

/** What a number of points is worth at checkout: one tier per order. */
export const redeemTiers = [
  { points: 100, discountCents: 100 },
  { points: 500, discountCents: 500 },
  { points: 1000, discountCents: 1000 },
] as const

export type RedeemTier = (typeof redeemTiers)[number]
