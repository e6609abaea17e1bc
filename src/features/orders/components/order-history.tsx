import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { accountPaths } from '@/config/account-paths'
import { paths } from '@/config/paths'
import { formatMoney, toCents } from '@/lib/money'
import type { Order } from '@/types/order'
import { ordersPageFrom, useOrders } from '../api/get-orders'
import { ORDERS_PAGE_SIZE } from '../api/orders-query'
import { useOrderLiveUpdates } from '../api/subscribe-order-updates'
import { formatDate } from '@/lib/format-date'
import { OrderDetails } from './order-details'
import { Pager } from '@/components/ui/pager'
import { SectionHeader } from '@/components/layouts/section-header'
import { StatusBadge } from './status-badge'

function OrderRow({ order, open, onToggle }: { order: Order; open: boolean; onToggle: () => void }) {
  const panelId = `order-${order.id}`
  return (
    <li className="rounded-2xl border border-brand-100 bg-white" data-testid="order-row">
      <button
        type="button"
        className="grid w-full grid-cols-2 items-center gap-2 p-4 text-left sm:grid-cols-4"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <span className="font-semibold">Order {order.order_number}</span>
        <span className="text-ink-muted">{formatDate(order.created_at)}</span>
        <StatusBadge status={order.status} />
        <span className="font-semibold sm:text-right">{formatMoney(toCents(order.total_price))}</span>
      </button>
      {open ? (
        <div id={panelId}>
          <OrderDetails order={order} />
        </div>
      ) : null}
    </li>
  )
}

/** The customer's orders, newest first, a page at a time; one row open at a time; statuses live. */
export function OrderHistory({ userId }: { userId: string }) {
  const [searchParams] = useSearchParams()
  const page = ordersPageFrom(searchParams.get('page'))
  const orders = useOrders(userId, page)
  const [openId, setOpenId] = useState<string | null>(null)
  useOrderLiveUpdates(userId)

  let body
  if (orders.isPending) {
    body = (
      <div role="status" aria-label="Loading your orders" className="space-y-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    )
  } else if (orders.isError) {
    body = <LoadError message="Your orders could not be loaded." onRetry={() => void orders.refetch()} />
  } else if (orders.data.orders.length === 0) {
    body = (
      <p>
        You have not placed any orders yet.{' '}
        <Link to={paths.shop.getHref()} className="font-semibold text-brand-700 underline">
          Start shopping
        </Link>
      </p>
    )
  } else {
    const pages = Math.max(1, Math.ceil(orders.data.total / ORDERS_PAGE_SIZE))
    body = (
      <>
        <ul className="space-y-3">
          {orders.data.orders.map((order) => (
            <OrderRow
              key={order.id}
              order={order}
              open={openId === order.id}
              onToggle={() => setOpenId((current) => (current === order.id ? null : order.id))}
            />
          ))}
        </ul>
        <Pager
          page={page}
          totalPages={pages}
          label="Order pages"
          linkTo={(target) => ({ to: accountPaths.orders.getHref(target) })}
        />
      </>
    )
  }

  return (
    <>
      <SectionHeader title="Order History" lead="Select an order to see its details." />
      {body}
    </>
  )
}
