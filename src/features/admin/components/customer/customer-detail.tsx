import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { AdminHeader, AdminLoading } from '@/components/layouts/admin-header'
import { ButtonLink } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { adminPaths } from '@/config/admin-paths'
import { pointsReasonLabel } from '@/config/points-reasons'
import { useAdminCustomer, type AdminCustomer } from '../../api/get-admin-customer'
import { dateTime, money } from '../../lib/format'
import { PointsAdjustment } from './points-adjustment'

const back = (
  <ButtonLink variant="secondary" to={adminPaths.customers.getHref()}>
    Back to Customers
  </ButtonLink>
)

const fullName = (customer: Pick<AdminCustomer, 'first_name' | 'last_name'>) =>
  [customer.first_name, customer.last_name].filter(Boolean).join(' ')

/** One customer: who, their orders and spending, Flavor Points (with an adjustment form), addresses and reviews. */
export function CustomerDetail({ userId }: { userId: string }) {
  const customer = useAdminCustomer(userId)
  if (customer.isPending) return <AdminLoading title="Customer" actions={back} what="the customer" />
  if (customer.isError || !customer.data) {
    return (
      <div className="p-4 sm:p-8">
        <AdminHeader title="Customer" actions={back} />
        <div className="mt-6">
          {customer.isError ? (
            <LoadError what="the customer" error={customer.error} onRetry={() => void customer.refetch()} />
          ) : (
            <p>There is no customer with this id.</p>
          )}
        </div>
      </div>
    )
  }
  const data = customer.data
  return (
    <div className="p-4 sm:p-8">
      <AdminHeader title={fullName(data) || data.email} actions={back} />
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Figure label="E-mail">
          <a href={`mailto:${data.email}`} className="break-all text-brand-700 underline">
            {data.email}
          </a>
        </Figure>
        <Figure label="Joined">{dateTime(data.joined_at)}</Figure>
        <Figure label="Lifetime spend">{money(data.lifetime_spend)}</Figure>
        <Figure label="Flavor Points">{data.points_balance} points</Figure>
      </dl>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <Section title={`Orders (${data.orders.length})`}>
          {data.orders.length === 0 ? (
            <p className="text-ink-muted">No orders yet.</p>
          ) : (
            <ul className="divide-y divide-ink/10">
              {data.orders.map((order) => (
                <li key={order.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <Link to={adminPaths.order.getHref(order.id)} className="font-semibold text-brand-700 underline">
                    {order.order_number}
                  </Link>
                  <span className="text-ink-muted">{dateTime(order.created_at)}</span>
                  <span>{order.status}</span>
                  <span className="font-semibold">{money(order.total_price)}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Flavor Points">
          <p>
            Balance: <strong>{data.points_balance} points</strong>
          </p>
          <PointsAdjustment userId={data.id} />
          {data.points_history.length === 0 ? (
            <p className="mt-4 text-ink-muted">No points history yet.</p>
          ) : (
            <ul className="mt-4 divide-y divide-ink/10" aria-label="Points history">
              {data.points_history.map((entry) => (
                <li key={entry.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>
                    {pointsReasonLabel(entry.reason)}
                    {entry.note ? <span className="text-ink-muted">: {entry.note}</span> : null}
                  </span>
                  <span className="text-ink-muted">{dateTime(entry.created_at)}</span>
                  <span className="font-semibold">{entry.points > 0 ? `+${entry.points}` : entry.points}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Addresses">
          {data.addresses.length === 0 ? (
            <p className="text-ink-muted">No saved addresses.</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {data.addresses.map((address) => (
                <li key={address.id} className="rounded-xl border border-ink/15 p-3 text-sm">
                  <p className="font-semibold">
                    {address.label || address.full_name}
                    {address.is_default ? <span className="text-ink-muted"> (default)</span> : null}
                  </p>
                  <p>{address.full_name}</p>
                  <p>{[address.street, address.apartment].filter(Boolean).join(', ')}</p>
                  <p>
                    {address.city}, {address.state} {address.zip}, {address.country}
                  </p>
                  {address.phone ? <p>{address.phone}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Reviews">
          {data.reviews.length === 0 ? (
            <p className="text-ink-muted">No reviews yet.</p>
          ) : (
            <ul className="divide-y divide-ink/10">
              {data.reviews.map((review) => (
                <li key={review.id} className="py-2">
                  <p className="font-semibold">
                    {review.product_name}: {review.rating} of 5 stars{review.is_visible ? '' : ' (hidden)'}
                  </p>
                  <p>{review.title}</p>
                  <p className="text-sm text-ink-muted">{dateTime(review.created_at)}</p>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </div>
  )
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl border border-ink/15 bg-white p-4">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-1 font-semibold">{children}</dd>
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0">
      <h2 className="text-xl font-bold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}
