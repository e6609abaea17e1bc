import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { adminPaths } from '@/config/admin-paths'
import { useLiveQueries } from '@/hooks/use-live-queries'
import { toast } from '@/stores/toast'
import { adminKeys, orderKeys, type DashboardDays } from '@/lib/query-keys'
import { AdminHeader } from '@/components/layouts/admin-header'
import { LoadError } from '@/components/ui/load-error'
import { DEFAULT_DASHBOARD_DAYS } from '../api/admin-dashboard-query'
import { useAdminDashboard } from '../api/get-admin-dashboard'
import { money } from '../lib/format'
import { RevenueChart } from './revenue-chart'

const PERIODS: DashboardDays[] = [7, 30, 90]

function Tile({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-xl border border-brand-100 bg-white p-4">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold">{value}</dd>
    </div>
  )
}

/** The store's figures over 7, 30 or 90 days, low-stock tasks, and new orders as they arrive. */
export function Dashboard() {
  const [days, setDays] = useState<DashboardDays>(DEFAULT_DASHBOARD_DAYS)
  const dashboard = useAdminDashboard(days)

  useLiveQueries<{ order_number?: string; customer_name?: string }>({
    channel: 'admin-dashboard-orders',
    table: 'orders',
    event: 'INSERT',
    invalidate: [adminKeys.dashboards(), orderKeys.adminLists()],
    onChange: (payload) => {
      if (payload.eventType !== 'INSERT') return
      toast({
        title: 'New Order',
        description: `${payload.new.order_number ?? 'An order'} was just placed${payload.new.customer_name ? ` by ${payload.new.customer_name}` : ''}.`,
        actions: [{ label: 'View Orders', to: adminPaths.orders.getHref() }],
      })
    },
  })

  return (
    <div className="p-4 sm:p-8">
      <AdminHeader
        title="Dashboard"
        actions={
          <div role="group" aria-label="Period" className="flex gap-2">
            {PERIODS.map((period) => (
              <Button
                key={period}
                variant={period === days ? 'primary' : 'secondary'}
                aria-pressed={period === days}
                onClick={() => setDays(period)}
              >
                {period} days
              </Button>
            ))}
          </div>
        }
      />
      {dashboard.isPending ? (
        <p role="status" className="mt-6 text-ink-muted">
          Loading store metrics...
        </p>
      ) : dashboard.isError ? (
        <LoadError what="the dashboard" error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
            <Tile label={`Revenue (last ${days} days)`} value={money(dashboard.data.revenue)} />
            <Tile label="Orders" value={dashboard.data.orders} />
            <Tile label="New customers" value={dashboard.data.new_customers} />
            <Tile label="Orders waiting to ship" value={dashboard.data.orders_to_ship} />
            <Tile label="Low-stock sizes" value={dashboard.data.low_stock_count} />
          </dl>
          <section aria-labelledby="chart-heading" className="mt-8 rounded-xl border border-brand-100 bg-white p-4">
            <h2 id="chart-heading" className="text-lg font-bold">
              Daily revenue and orders ({dashboard.data.from} to {dashboard.data.to})
            </h2>
            <RevenueChart daily={dashboard.data.daily} />
          </section>
          <section aria-labelledby="tasks-heading" className="mt-8">
            <h2 id="tasks-heading" className="text-lg font-bold">
              Low stock (at most {dashboard.data.low_stock_threshold} left)
            </h2>
            {dashboard.data.low_stock.length === 0 ? (
              <p className="mt-2 text-ink-muted">Every active product is well stocked.</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {dashboard.data.low_stock.map((item) => (
                  <li key={`${item.product_id}-${item.size ?? ''}`} className="rounded-lg bg-white p-3">
                    <Link
                      to={adminPaths.editProduct.getHref(item.product_id)}
                      className="font-semibold text-brand-700 underline"
                    >
                      {item.product_name}
                      {item.size_label || item.size ? ` (${item.size_label ?? item.size})` : ''}
                    </Link>
                    : {item.stock} left
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  )
}
