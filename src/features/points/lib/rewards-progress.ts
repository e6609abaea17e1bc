import { redeemTiers, type RedeemTier } from '@/config/rewards'

export interface RewardsProgress {
  /** The smallest tier not yet reached; null once the top tier is covered. */
  next: RedeemTier | null
  /** 0-100: the balance as a share of the next tier (100 once the top tier is covered). */
  percent: number
}

export function rewardsProgress(balance: number): RewardsProgress {
  const next = redeemTiers.find((tier) => tier.points > balance) ?? null
  if (!next) return { next: null, percent: 100 }
  return { next, percent: Math.max(0, Math.min(100, Math.floor((balance / next.points) * 100))) }
}

/** Points still needed to redeem `tier`; 0 when the balance covers it. */
export const pointsMissing = (balance: number, tier: RedeemTier) => Math.max(0, tier.points - balance)
