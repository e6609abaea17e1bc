import { Seo } from '@/components/seo/seo'
import { RewardsPage } from '@/features/rewards/components/rewards-page'

export default function RewardsRoute() {
  return (
    <>
      <Seo
        title="Flavor Points Rewards"
        description="Join CasaBite rewards for free: get 100 bonus points, earn a Flavor Point for every $1 you spend, and redeem them for up to $10 off your spices."
      />
      <RewardsPage />
    </>
  )
}
