import { useNavigate } from 'react-router-dom'
import { SectionHeader } from '@/components/layouts/section-header'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { pointsReasonLabel } from '@/config/points-reasons'
import { redeemTiers, type RedeemTier } from '@/config/rewards'
import { formatDate } from '@/lib/format-date'
import { formatMoney } from '@/lib/money'
import { useRedeemChoice } from '@/stores/redeem-choice'
import { toast } from '@/stores/toast'
import { usePointsHistory } from '../api/get-points-history'
import { usePointsSummary } from '../api/get-points-summary'
import { pointsMissing } from '../lib/rewards-progress'
import type { PointsHistoryEntry } from '../types'
import { PointsProgress } from './points-progress'
import { ReferAFriend } from './refer-a-friend'

function describe(entry: PointsHistoryEntry): string {
  const label = pointsReasonLabel(entry.reason)
  if (entry.order_number) return `${label} ${entry.order_number}`
  if (entry.product_name) return `${label}: ${entry.product_name}`
  return label
}

function Rewards({ balance }: { balance: number }) {
  const navigate = useNavigate()
  const choose = useRedeemChoice((state) => state.choose)
  const redeem = (tier: RedeemTier) => {
    const missing = pointsMissing(balance, tier)
    if (missing > 0) {
      toast({ title: 'Not Enough Points', description: `You need ${missing} more points for a reward.` })
      return
    }
    choose(tier.points)
    void navigate(paths.checkout.root.getHref())
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {redeemTiers.map((tier) => (
        <li key={tier.points} className="rounded-2xl border border-brand-100 bg-white p-4 text-center">
          <p className="text-xl font-bold">{formatMoney(tier.discountCents)} off</p>
          <p className="text-sm text-ink-muted">{tier.points} points</p>
          <Button
            className="mt-3"
            variant={balance >= tier.points ? 'primary' : 'secondary'}
            onClick={() => redeem(tier)}
          >
            Redeem {tier.points} points
          </Button>
        </li>
      ))}
    </ul>
  )
}

function History({ userId }: { userId: string }) {
  const history = usePointsHistory(userId)
  if (history.isPending) return <Skeleton className="h-32" />
  if (history.isError) return <p className="text-danger-700">Your points history could not be loaded.</p>
  if (history.data.length === 0) return <p>No points yet.</p>
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-brand-100">
          <th scope="col" className="py-2">
            Date
          </th>
          <th scope="col" className="py-2">
            Reason
          </th>
          <th scope="col" className="py-2 text-right">
            Points
          </th>
          <th scope="col" className="py-2 text-right">
            Expires
          </th>
        </tr>
      </thead>
      <tbody>
        {history.data.map((entry) => (
          <tr key={entry.entry_id} className="border-b border-brand-50" data-testid="points-entry">
            <td className="py-2">{formatDate(entry.created_at)}</td>
            <td className="py-2">{describe(entry)}</td>
            <td className="py-2 text-right font-semibold">{entry.points > 0 ? `+${entry.points}` : entry.points}</td>
            <td className="py-2 text-right">{entry.expires_at ? formatDate(entry.expires_at) : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

interface PointsPageProps {
  userId: string
  /** The customer's referral code (from their profile); without it the Refer a Friend section stays out. */
  referralCode: string | null
}

/** Balance, progress to the next reward, the rewards to redeem, the referral link, what expires soon and the ledger. */
export function PointsPage({ userId, referralCode }: PointsPageProps) {
  const summary = usePointsSummary(userId)
  return (
    <>
      <SectionHeader title="Flavor Points" />
      <div className="space-y-8">
        <section aria-label="Balance" className="rounded-2xl border border-brand-100 bg-white p-5">
          {summary.isPending ? (
            <Skeleton className="h-20" />
          ) : summary.isError ? (
            <p className="text-danger-700">Your points could not be loaded.</p>
          ) : (
            <>
              <PointsProgress balance={summary.data.balance} />
              {summary.data.expiring_soon > 0 && summary.data.next_expiry_at ? (
                <p className="mt-3 font-semibold text-danger-700" data-testid="points-expiring">
                  {summary.data.expiring_soon} points expire in the next 30 days (from{' '}
                  {formatDate(summary.data.next_expiry_at)}).
                </p>
              ) : null}
            </>
          )}
        </section>
        <section aria-labelledby="redeem-heading">
          <h2 id="redeem-heading" className="mb-3 text-xl font-bold">
            Redeem
          </h2>
          {summary.data ? <Rewards balance={summary.data.balance} /> : <Skeleton className="h-28" />}
        </section>
        {referralCode ? <ReferAFriend code={referralCode} /> : null}
        <section aria-labelledby="history-heading">
          <h2 id="history-heading" className="mb-3 text-xl font-bold">
            Points History
          </h2>
          <History userId={userId} />
        </section>
      </div>
    </>
  )
}
