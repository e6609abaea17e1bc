import { rewardsProgram } from '@/config/rewards'
import { formatMoney } from '@/lib/money'
import { rewardsProgress } from '../lib/rewards-progress'

/** The balance and a bar to the next reward tier. */
export function PointsProgress({ balance }: { balance: number }) {
  const { next, percent } = rewardsProgress(balance)
  return (
    <div>
      <p className="text-4xl font-bold" data-testid="points-balance">
        {balance} <span className="text-lg font-semibold text-ink-muted">{rewardsProgram.name}</span>
      </p>
      <div
        role="progressbar"
        aria-label={next ? `Progress to ${next.points} points` : 'Top reward reached'}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-3 overflow-hidden rounded-full bg-brand-100"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-ink-muted">
        {next
          ? `${next.points - balance} more points to your next reward (${formatMoney(next.discountCents)} off at ${next.points} points).`
          : 'You can redeem our top reward.'}
      </p>
    </div>
  )
}
