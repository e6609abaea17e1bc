import { rewardsProgram } from '@/config/rewards'
import { claimablePoints, type ViewerStanding } from '../lib/viewer-standing'
import type { Order } from '@/types/order'

function promoText(order: Order, standing: ViewerStanding): string | null {
  const points = claimablePoints(order)
  switch (standing) {
    case 'guest':
      return `Create an account with ${order.customer_email} to claim the ${points} ${rewardsProgram.name} this order earns, plus ${rewardsProgram.signUpBonus} bonus points for joining. Every $1 you spend earns 1 point, and points take money off future orders.`
    case 'claimable':
      return `Claim the ${points} ${rewardsProgram.name} this order earns: they go straight into your account and take money off future orders.`
    case 'owner':
      return `${order.points_earned} ${rewardsProgram.name} from this order are in your account. Every $1 you spend earns 1 point, and points take money off future orders.`
    default:
      return null
  }
}

/** The Flavor Points promotion: what this order earns, and how to get it. */
export function FlavorPointsPromo({ order, standing }: { order: Order; standing: ViewerStanding }) {
  const text = promoText(order, standing)
  if (!text) return null
  return (
    <section aria-labelledby="flavor-points-heading" className="rounded-2xl bg-brand-50 p-6 text-center">
      <h2 id="flavor-points-heading" className="text-xl font-bold text-brand-800">
        {standing === 'owner' ? `You Earned ${rewardsProgram.name}!` : `Earn ${rewardsProgram.name} on This Order`}
      </h2>
      <p className="mx-auto mt-2 max-w-2xl">{text}</p>
    </section>
  )
}
