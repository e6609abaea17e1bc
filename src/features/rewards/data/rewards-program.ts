import type { QuestionItem } from '@/components/ui/question-accordion'
import { redeemTiers, rewardsProgram, type RedeemTier } from '@/config/rewards'
import { fromCents } from '@/lib/money'

const { name, signUpBonus, pointsPerDollar, referralBonus, reviewBonus, birthdayBonus, expiryMonths } = rewardsProgram

/** `100 points = $1 off`, as the spec words the tiers (whole dollars, no cents). */
export function redeemTierText(tier: RedeemTier): string {
  return `${tier.points} points = $${fromCents(tier.discountCents)} off`
}

const tierPoints = redeemTiers.map((tier) => tier.points)
const tierDiscounts = redeemTiers.map((tier) => `$${fromCents(tier.discountCents)}`)
/** `100, 500 or 1000` */
const orList = (values: readonly (string | number)[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`

export const expiryText = `Points expire ${expiryMonths} months after being earned and cannot be combined with other promotions unless specified.`

export interface RewardsStep {
  title: string
  description: string
}

export const howItWorks: readonly RewardsStep[] = [
  {
    title: 'Join for Free',
    description: `Create your free CasaBite account and get ${signUpBonus} bonus points straight away.`,
  },
  {
    title: 'Earn Points',
    description: `Earn ${pointsPerDollar} point for every $1 you spend, plus bonus points for reviews and referrals.`,
  },
  {
    title: 'Redeem Rewards',
    description: `Trade ${orList(tierPoints)} points for ${orList(tierDiscounts)} off your order at checkout.`,
  },
]

export interface EarnWay {
  title: string
  /** How many points, as shown on the card: `+100 points`, `1 point per $1`. */
  reward: string
  description: string
  comingSoon?: boolean
  /** The card leads to the customer's referral link (a guest: to sign-up first). */
  referral?: boolean
}

export const waysToEarn: readonly EarnWay[] = [
  {
    title: 'Sign Up',
    reward: `+${signUpBonus} points`,
    description: 'A welcome bonus the moment you create your account.',
  },
  {
    title: 'Shop',
    reward: `${pointsPerDollar} point per $1`,
    description: 'On every whole dollar of your order subtotal when you check out signed in.',
  },
  {
    title: 'Refer a Friend',
    reward: `+${referralBonus} points`,
    description: 'Share your love of great spices and earn points when a friend joins.',
    referral: true,
  },
  {
    title: 'Write a Review',
    reward: `+${reviewBonus} points`,
    description: 'Tell other cooks what you think of a spice you bought from us.',
  },
  {
    title: 'Birthday Treat',
    reward: `+${birthdayBonus} points`,
    description: 'A gift from us every year on your birthday.',
    comingSoon: true,
  },
]

export const rewardsFaq: readonly QuestionItem[] = [
  {
    id: 'rewards-join',
    question: `How do I join ${name}?`,
    answer: `Create a free CasaBite account. Membership costs nothing, and you get ${signUpBonus} bonus points as soon as your account is created.`,
  },
  {
    id: 'rewards-earn',
    question: 'How do I earn points?',
    answer: `You earn ${pointsPerDollar} point for every whole dollar of your order subtotal (before shipping and taxes) when you check out signed in to your account. Orders placed as a guest do not earn points. You can also earn ${reviewBonus} points for a review and ${referralBonus} points for referring a friend.`,
  },
  {
    id: 'rewards-redeem',
    question: 'How do I redeem my points?',
    answer: `At checkout, signed in, choose a reward: ${redeemTiers.map(redeemTierText).join(', ')}. You can use one reward per order, and points cannot be used together with a promo code.`,
  },
  {
    id: 'rewards-expiry',
    question: 'Do my points expire?',
    answer: `Yes. Points expire ${expiryMonths} months after they are earned, so redeem them within a year to enjoy them.`,
  },
  {
    id: 'rewards-names',
    question: `Are Spice Points the same as ${name}?`,
    answer: `Yes. Spice Points and ${name} are two names for the same points: one balance, earned and redeemed the same way.`,
  },
  {
    id: 'rewards-cash-value',
    question: 'Can I exchange points for cash?',
    answer: 'No. Points have no cash value; they can only be redeemed for money off a CasaBite order.',
  },
]
