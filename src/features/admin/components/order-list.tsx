import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { controlClass } from '@/components/ui/form/control-class'
import { adminPaths } from '@/config/admin-paths'
import { cn } from '@/lib/cn'
import { AdminHeader } from '@/components/layouts/admin-header'
import { SearchField } from '@/components/ui/form/search-field'
import { Pager } from '@/components/ui/pager'
import { QueryState } from '@/components/ui/query-state'
import { HeaderRow } from '@/components/ui/table-header-row'
import { ADMIN_ORDERS_PAGE_SIZE, ORDER_STATUSES, type OrderStatus } from '../api/admin-orders-query'
import { useAdminOrders } from '../api/get-admin-orders'
import { dateTime, money, tableClass, tdClass } from '../lib/format'
import { dayAfter, dayStart, statusTone } from '../lib/order-status'

function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value)
}

export function StatusBadge({ status }: { status: string }) {
  return <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', statusTone(status))}>{status}</span>
}

/** Every order, newest first: filtered by status and days, searched by order number or e-mail, paged. */
export function OrderList() {
  const id = useId()
  const [status, setStatus] = useState<OrderStatus | null>(null)
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const orders = useAdminOrders({
    status,
    createdFrom: dayStart(from),
    createdBefore: dayAfter(to),
    search,
    page,
  })
  const totalPages = Math.max(1, Math.ceil((orders.data?.total ?? 0) / ADMIN_ORDERS_PAGE_SIZE))
  const filter = (apply: () => void) => {
    apply()
    setPage(1)
  }

  return (
    <div className="p-4 sm:p-8">
      <AdminHeader title="Orders" />
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SearchField
          id={`${id}-search`}
          label="Search by order number or e-mail"
          value={search}
          onChange={(value) => filter(() => setSearch(value))}
        />
        <div>
          <label htmlFor={`${id}-status`} className="font-semibold">
            Status
          </label>
          <select
            id={`${id}-status`}
            value={status ?? ''}
            onChange={(event) => filter(() => setStatus(isOrderStatus(event.target.value) ? event.target.value : null))}
            className={controlClass('light', 'min-h-11')}
          >
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-from`} className="font-semibold">
            Placed from
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={from}
            onChange={(event) => filter(() => setFrom(event.target.value))}
            className={controlClass()}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="font-semibold">
            Placed until
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={to}
            onChange={(event) => filter(() => setTo(event.target.value))}
            className={controlClass()}
          />
        </div>
      </div>
      <QueryState
        query={orders}
        what="orders"
        emptyTitle="No Orders Found"
        isEmpty={(data) => data.orders.length === 0}
      >
        {(data) => (
          <>
            <div className="overflow-x-auto">
              <table className={tableClass}>
                <caption className="sr-only">Orders ({data.total})</caption>
                <HeaderRow labels={['Order', 'Placed', 'Customer', 'Status', 'Total']} />
                <tbody>
                  {data.orders.map((order) => (
                    <tr key={order.id}>
                      <td className={tdClass}>
                        <Link
                          to={adminPaths.order.getHref(order.id)}
                          className="font-semibold text-brand-700 underline"
                        >
                          {order.order_number}
                        </Link>
                      </td>
                      <td className={tdClass}>{dateTime(order.created_at)}</td>
                      <td className={tdClass}>
                        {order.customer_name}
                        <br />
                        <span className="text-ink-muted">{order.customer_email}</span>
                      </td>
                      <td className={tdClass}>
                        <StatusBadge status={order.status} />
                      </td>
                      <td className={tdClass}>{money(order.total_price)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} totalPages={totalPages} onPage={setPage} />
          </>
        )}
      </QueryState>
    </div>
  )
}
