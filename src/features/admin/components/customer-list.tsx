import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { AdminHeader } from '@/components/layouts/admin-header'
import { SearchField } from '@/components/ui/form/search-field'
import { Pager } from '@/components/ui/pager'
import { QueryState } from '@/components/ui/query-state'
import { DataTable, type DataColumn } from '@/components/ui/data-table'
import { adminPaths } from '@/config/admin-paths'
import { CUSTOMERS_PAGE_SIZE as PAGE_SIZE } from '../api/admin-customers-query'
import { useAdminCustomers, type AdminCustomerPage } from '../api/get-admin-customers'
import { dateTime, money } from '../lib/format'

type CustomerRow = AdminCustomerPage['customers'][number]

const COLUMNS: DataColumn<CustomerRow>[] = [
  {
    header: 'Customer',
    cell: (customer) => (
      <>
        <Link to={adminPaths.customer.getHref(customer.id)} className="font-semibold text-brand-700 underline">
          {[customer.first_name, customer.last_name].filter(Boolean).join(' ') || customer.email}
        </Link>
        <br />
        <span className="text-ink-muted">{customer.email}</span>
      </>
    ),
  },
  { header: 'Joined', cell: (customer) => dateTime(customer.created_at) },
  { header: 'Orders', cell: (customer) => customer.order_count },
  { header: 'Total spent', cell: (customer) => money(customer.total_spent) },
  { header: 'Flavor Points', cell: (customer) => customer.points_balance },
]

/** Customers, newest first, with their orders, spending and Flavor Points; searched by e-mail or name. */
export function CustomerList() {
  const id = useId()
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const customers = useAdminCustomers({ search: search.trim(), page, pageSize: PAGE_SIZE })
  const totalPages = Math.max(1, Math.ceil((customers.data?.total ?? 0) / PAGE_SIZE))
  return (
    <div className="p-4 sm:p-8">
      <AdminHeader title="Customers" />
      <div className="mt-6 max-w-md">
        <SearchField
          id={`${id}-search`}
          label="Search by e-mail or name"
          value={search}
          onChange={(value) => {
            setSearch(value)
            setPage(1)
          }}
        />
      </div>
      <QueryState
        query={customers}
        what="customers"
        emptyTitle="No Customers Found"
        isEmpty={(data) => data.customers.length === 0}
      >
        {(data) => (
          <>
            <DataTable caption="Customers" rows={data.customers} rowKey={(customer) => customer.id} columns={COLUMNS} />
            <Pager page={page} totalPages={totalPages} onPage={setPage} />
          </>
        )}
      </QueryState>
    </div>
  )
}
