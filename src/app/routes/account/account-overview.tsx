import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Skeleton } from '@/components/ui/skeleton'
import { accountPaths } from '@/config/account-paths'
import { formatMoney, toCents } from '@/lib/money'
import type { Order } from '@/types/order'
import { useOrders } from '@/features/orders/api/get-orders'
import { usePointsSummary } from '@/features/account/api/get-points-summary'
import { formatDate } from '@/lib/format-date'
import { PointsProgress } from '@/features/account/components/points-progress'
import { SectionHeader } from '@/components/layouts/section-header'
import { StatusBadge } from '@/features/orders/components/status-badge'

/** Recent orders shown on the overview (spec §9). */
export const RECENT_ORDERS = 3

function Card({
  id,
  title,
  link,
  children,
}: {
  id: string
  title: string
  link: { to: string; label: string }
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-brand-100 bg-white p-5">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
      <Link to={link.to} className="mt-3 inline-block font-semibold text-brand-700 underline">
        {link.label}
      </Link>
    </section>
  )
}

function RecentOrders({ orders }: { orders: Order[] }) {
  const recent = orders.slice(0, RECENT_ORDERS)
  if (recent.length === 0) return <p>You have not placed any orders yet.</p>
  return (
    <ul className="divide-y divide-brand-100">
      {recent.map((order) => (
        <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="font-semibold">Order {order.order_number}</span>
          <span className="text-ink-muted">{formatDate(order.created_at)}</span>
          <StatusBadge status={order.status} />
          <span>{formatMoney(toCents(order.total_price))}</span>
        </li>
      ))}
    </ul>
  )
}

/**
 * The greeting: a new account (its first session, nothing ordered yet) is welcomed to the shop, a returning
 * customer back; until the orders have answered, a plain welcome that is true of both.
 */
function welcome(greeting: string, firstSession: boolean, orderCount: number | undefined): string {
  if (orderCount === undefined) return `Welcome, ${greeting}!`
  return firstSession && orderCount === 0 ? `Welcome to CasaBite, ${greeting}!` : `Welcome back, ${greeting}!`
}

interface AccountOverviewProps {
  userId: string
  greeting: string
  /** This session is the account's first (see lib/new-account). */
  firstSession: boolean
}

/** The account's first page: the greeting, the latest orders and the points balance. */
export function AccountOverview({ userId, greeting, firstSession }: AccountOverviewProps) {
  const orders = useOrders(userId)
  const summary = usePointsSummary(userId)
  return (
    <>
      <SectionHeader title="My Account" lead={welcome(greeting, firstSession, orders.data?.total)} />
      {orders.isPending || summary.isPending ? (
        // One placeholder until both have answered: cards that appear together move nothing on the screen.
        <Skeleton className="h-96 md:h-56" />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <Card
            id="recent-orders"
            title="Recent Orders"
            link={{ to: accountPaths.orders.getHref(), label: 'View all orders' }}
          >
            {orders.isError ? (
              <p className="text-danger-700">Your orders could not be loaded.</p>
            ) : (
              <RecentOrders orders={orders.data.orders} />
            )}
          </Card>
          <Card
            id="points-card"
            title="Flavor Points"
            link={{ to: accountPaths.points.getHref(), label: 'Points history and rewards' }}
          >
            {summary.isError ? (
              <p className="text-danger-700">Your points could not be loaded.</p>
            ) : (
              <PointsProgress balance={summary.data.balance} />
            )}
          </Card>
        </div>
      )}
    </>
  )
}
