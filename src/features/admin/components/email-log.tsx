import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { DataTable, type DataColumn } from '@/components/ui/data-table'
import { controlClass } from '@/components/ui/form/control-class'
import { toast } from '@/stores/toast'
import type { EmailLogFilter } from '@/lib/query-keys'
import { EMAIL_LOG_PAGE_SIZE, useEmailLog, type EmailLogEntry } from '../api/get-email-log'
import { useRetryEmail } from '../api/retry-email'
import { dateTime } from '../lib/format'
import { PagedList } from './paged-list'

const KIND_LABELS: Record<string, string> = {
  order_placed: 'Order confirmation',
  order_shipped: 'Order shipped',
  order_delivered: 'Order delivered',
  order_cancelled: 'Order cancelled',
  back_in_stock: 'Back in stock',
  welcome: 'Welcome',
}

const FILTERS: { value: EmailLogFilter; label: string }[] = [
  { value: 'all', label: 'All mail' },
  { value: 'pending', label: 'Waiting to send' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
]

/** What the status column says: failed mails say whether they will retry on their own. */
function statusText(email: EmailLogEntry): string {
  switch (email.status) {
    case 'pending':
      return 'Waiting to send'
    case 'sending':
      return 'Sending'
    case 'sent':
      return 'Sent'
    case 'failed':
      return `Failed, retrying ${dateTime(email.next_attempt_at)}`
    default:
      return 'Failed, not retried'
  }
}

function RetryButton({ email }: { email: EmailLogEntry }) {
  const retry = useRetryEmail()
  const send = () =>
    retry.mutate(email.id, {
      onSuccess: () =>
        toast({ title: 'E-mail Queued', description: `It will be sent to ${email.recipient} again shortly.` }),
    })
  return (
    <Button
      variant="secondary"
      disabled={retry.isPending}
      aria-label={`Send ${KIND_LABELS[email.kind] ?? email.kind} to ${email.recipient} again`}
      onClick={send}
    >
      Retry
    </Button>
  )
}

const COLUMNS: DataColumn<EmailLogEntry>[] = [
  { header: 'Queued', cell: (email) => dateTime(email.created_at) },
  { header: 'E-mail', cell: (email) => KIND_LABELS[email.kind] ?? email.kind },
  { header: 'To', cell: (email) => email.recipient, cellClass: 'break-all' },
  {
    header: 'Status',
    cell: (email) => (
      <>
        {email.status === 'sent' && email.sent_at ? `Sent ${dateTime(email.sent_at)}` : statusText(email)}
        {email.last_error && email.status !== 'sent' ? (
          <span className="mt-1 block text-danger-700">{email.last_error}</span>
        ) : null}
      </>
    ),
  },
  { header: 'Tries', cell: (email) => email.attempts },
  {
    header: 'Actions',
    cell: (email) => (email.status === 'failed' || email.status === 'dead' ? <RetryButton email={email} /> : null),
  },
]

/** The shop's transactional mail, newest first: what went, what waits, what failed (with why), and Retry. */
export function EmailLog() {
  const [filter, setFilter] = useState<EmailLogFilter>('all')
  const [page, setPage] = useState(1)
  const emails = useEmailLog(filter, page)
  const filterId = useId()
  return (
    <>
      <div className="mt-3 max-w-xs">
        <label htmlFor={filterId} className="text-sm font-semibold">
          Show
        </label>
        <select
          id={filterId}
          className={controlClass()}
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as EmailLogFilter)
            setPage(1)
          }}
        >
          {FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <PagedList what="e-mails" query={emails} page={page} onPage={setPage} pageSize={EMAIL_LOG_PAGE_SIZE}>
        {({ emails: rows }) => (
          <DataTable caption="E-mail log" rows={rows} rowKey={(email) => String(email.id)} columns={COLUMNS} />
        )}
      </PagedList>
    </>
  )
}
