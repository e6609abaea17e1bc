import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { WholeStars } from '@/components/product/whole-stars'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { controlClass } from '@/components/ui/form/control-class'
import { cn } from '@/lib/cn'
import { AdminHeader } from '@/components/layouts/admin-header'
import { LoadError } from '@/components/ui/load-error'
import { HeaderRow } from '@/components/ui/table-header-row'
import { ADMIN_REVIEWS_PAGE_SIZE, useAdminReviews, type AdminReview } from '../api/get-admin-reviews'
import { CONTACT_MESSAGES_PAGE_SIZE, INITIAL_MESSAGE_FILTER } from '../api/contact-messages-query'
import { useContactMessages } from '../api/get-contact-messages'
import { useNewsletterSubscribers, type NewsletterSubscriber } from '../api/get-newsletter-subscribers'
import { useMarkContactMessage } from '../api/mark-contact-message'
import { useSetReviewVisibility } from '../api/set-review-visibility'
import { toCsv } from '../lib/csv'
import { dateTime, tdClass } from '../lib/format'
import { EmailLog } from './email-log'
import { MessageReply } from './message-reply'
import { PagedList } from './paged-list'

function downloadCsv(subscribers: readonly NewsletterSubscriber[]) {
  const csv = toCsv(
    ['email', 'subscribed_at'],
    subscribers.map((s) => [s.email, s.subscribed_at]),
  )
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = 'newsletter-subscribers.csv'
  link.click()
  URL.revokeObjectURL(url)
}

const MESSAGE_FILTERS = { all: 'All messages', unhandled: 'Unhandled', handled: 'Handled' } as const

function ContactMessages() {
  const id = useId()
  const [filter, setFilter] = useState<keyof typeof MESSAGE_FILTERS>(INITIAL_MESSAGE_FILTER)
  const [page, setPage] = useState(1)
  const messages = useContactMessages(filter, page)
  const mark = useMarkContactMessage()
  const update = (messageId: string, marks: { is_read?: boolean; is_handled?: boolean }) =>
    mark.mutate({ messageId, ...marks })
  return (
    <>
      <div className="mt-3 max-w-xs">
        <label htmlFor={`${id}-filter`} className="text-sm font-semibold">
          Show messages
        </label>
        <select
          id={`${id}-filter`}
          value={filter}
          onChange={(event) => {
            const value = event.target.value
            if (value === 'unhandled' || value === 'handled' || value === 'all') setFilter(value)
            setPage(1)
          }}
          className={controlClass()}
        >
          {Object.entries(MESSAGE_FILTERS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <PagedList what="messages" query={messages} page={page} onPage={setPage} pageSize={CONTACT_MESSAGES_PAGE_SIZE}>
        {({ messages: rows }) => (
          <ul className="mt-4 space-y-4">
            {rows.map((message) => (
              <li
                key={message.id}
                className={cn(
                  'rounded-xl border bg-white p-4',
                  message.is_read ? 'border-brand-100' : 'border-l-4 border-brand-700',
                )}
              >
                <article
                  aria-label={`${message.is_read ? '' : 'Unread: '}${message.subject || 'Message'} from ${message.full_name}`}
                >
                  <header className="flex flex-wrap items-baseline gap-x-3">
                    {message.is_read ? null : (
                      <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                        Unread
                      </span>
                    )}
                    {message.is_handled ? (
                      <span className="rounded-full bg-ink/10 px-2 py-0.5 text-xs font-semibold">Handled</span>
                    ) : null}
                    <h3 className="font-bold">{message.subject || 'No subject'}</h3>
                    <span className="text-sm text-ink-muted">
                      {message.full_name} &lt;{message.email}&gt;, {dateTime(message.created_at)}
                    </span>
                  </header>
                  <p className="mt-2 whitespace-pre-line">{message.message}</p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button variant="secondary" onClick={() => update(message.id, { is_read: !message.is_read })}>
                      {message.is_read ? 'Mark as Unread' : 'Mark as Read'}
                    </Button>
                    <Button onClick={() => update(message.id, { is_handled: !message.is_handled })}>
                      {message.is_handled ? 'Reopen' : 'Mark as Handled'}
                    </Button>
                  </div>
                  <MessageReply message={message} />
                </article>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </>
  )
}

function ReviewItem({ review }: { review: AdminReview }) {
  const visibility = useSetReviewVisibility()
  const toggle = () => visibility.mutate({ reviewId: review.id, is_visible: !review.is_visible })
  const product = review.product
  return (
    <li className={cn('rounded-xl border bg-white p-4', review.is_visible ? 'border-brand-100' : 'border-ink/30')}>
      <article aria-label={`${review.is_visible ? '' : 'Hidden: '}${review.title} by ${review.author}`}>
        <header className="flex flex-wrap items-baseline gap-x-3">
          {review.is_visible ? null : (
            <span className="rounded-full bg-ink/10 px-2 py-0.5 text-xs font-semibold">Hidden</span>
          )}
          <WholeStars rating={review.rating} />
          <h3 className="font-bold">{review.title}</h3>
          <span className="text-sm text-ink-muted">
            {review.author} on{' '}
            {product ? (
              <Link to={paths.product.getHref(product.product_slug)} className="underline">
                {product.product_name}
              </Link>
            ) : (
              'a removed product'
            )}
            , {dateTime(review.created_at)}
          </span>
        </header>
        <p className="mt-2 whitespace-pre-line">{review.body}</p>
        <div className="mt-3">
          <Button
            variant="secondary"
            disabled={visibility.isPending}
            aria-label={`${review.is_visible ? 'Hide' : 'Show'} review ${review.title}`}
            onClick={toggle}
          >
            {review.is_visible ? 'Hide' : 'Show'}
          </Button>
        </div>
      </article>
    </li>
  )
}

function CustomerReviews() {
  const [page, setPage] = useState(1)
  const reviews = useAdminReviews(page)
  return (
    <PagedList what="reviews" query={reviews} page={page} onPage={setPage} pageSize={ADMIN_REVIEWS_PAGE_SIZE}>
      {({ reviews: rows }) => (
        <>
          <p className="mt-2 text-sm text-ink-muted">
            Hidden reviews leave the shop and no longer count towards the product&apos;s rating.
          </p>
          <ul className="mt-4 space-y-4">
            {rows.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
        </>
      )}
    </PagedList>
  )
}

function Subscribers() {
  const subscribers = useNewsletterSubscribers()
  if (subscribers.isPending) return <p role="status">Loading subscribers...</p>
  if (subscribers.isError) {
    return <LoadError what="subscribers" error={subscribers.error} onRetry={() => void subscribers.refetch()} />
  }
  return (
    <>
      <p className="mt-2">
        {subscribers.data.length} subscriber(s).{' '}
        <Button
          variant="secondary"
          disabled={subscribers.data.length === 0}
          onClick={() => downloadCsv(subscribers.data)}
        >
          Export CSV
        </Button>
      </p>
      {subscribers.data.length > 0 ? (
        <div className="overflow-x-auto">
          {/* Two short columns: no minimum width, so a phone shows it whole (nothing to scroll sideways). */}
          <table className="mt-6 w-full border-collapse text-left text-sm">
            <caption className="sr-only">Newsletter subscribers</caption>
            <HeaderRow labels={['E-mail', 'Subscribed']} />
            <tbody>
              {subscribers.data.map((subscriber) => (
                <tr key={subscriber.id}>
                  <td className={tdClass}>{subscriber.email}</td>
                  <td className={tdClass}>{dateTime(subscriber.subscribed_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  )
}

/**
 * Contact messages, newest first (unread marked), the reviews customers wrote (newest first, to hide or
 * show), the mail the shop sent or is sending, and the newsletter's subscribers with a CSV export.
 */
export function Messages() {
  return (
    <div className="p-4 sm:p-8">
      <AdminHeader title="Messages" />
      <section aria-labelledby="contact-heading" className="mt-6">
        <h2 id="contact-heading" className="text-xl font-bold">
          Contact Messages
        </h2>
        <ContactMessages />
      </section>
      <section aria-labelledby="reviews-heading" className="mt-10">
        <h2 id="reviews-heading" className="text-xl font-bold">
          Customer Reviews
        </h2>
        <CustomerReviews />
      </section>
      <section aria-labelledby="email-log-heading" className="mt-10">
        <h2 id="email-log-heading" className="text-xl font-bold">
          E-mail Log
        </h2>
        <EmailLog />
      </section>
      <section aria-labelledby="newsletter-heading" className="mt-10">
        <h2 id="newsletter-heading" className="text-xl font-bold">
          Newsletter Subscribers
        </h2>
        <Subscribers />
      </section>
    </div>
  )
}
