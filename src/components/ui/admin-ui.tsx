import type { ReactNode } from 'react'
import { controlClass } from '@/components/ui/form/control-class'
import { Button } from '@/components/ui/button'

/** An admin screen's heading row: the h1 and, on the right, its actions. */
export function AdminHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  )
}

export function Spinner({ label }: { label?: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-block size-4 rounded-full border-2 border-current border-t-transparent motion-safe:animate-spin"
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  )
}

interface PagerProps {
  page: number
  totalPages: number
  onPage: (p: number) => void
  /** The landmark's name; a screen with several paged lists names each ("Reviews pages"). */
  label?: string
}

/** Previous / Next with "Page n of m"; hidden when everything fits on one page. */
export function Pager({ page, totalPages, onPage, label = 'Pagination' }: PagerProps) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-center gap-4">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  )
}

/** A failed load: the message and Retry. */
export function LoadError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="mt-6 rounded-xl border border-danger-700/30 bg-danger-50 p-6">
      <p className="font-semibold text-danger-700">
        Error loading {what}: {error.message}
      </p>
      <Button className="mt-4" onClick={onRetry}>
        Retry
      </Button>
    </div>
  )
}

/** A detail screen while its record loads: the heading, its actions and a status line. */
export function AdminLoading({ title, actions, what }: { title: string; actions?: ReactNode; what: string }) {
  return (
    <div className="p-4 sm:p-8">
      <AdminHeader title={title} actions={actions} />
      <p role="status" className="mt-6 text-ink-muted">
        Loading {what}...
      </p>
    </div>
  )
}

/** A table's column headings. */
export function HeaderRow({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className="border-b border-ink/20 px-3 py-2 font-semibold">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  )
}

interface LoadedQuery<T> {
  isError: boolean
  error: Error | null
  data: T | undefined
  refetch: () => Promise<unknown>
}

/** A list query's loading line, error with Retry, or the empty title, else `children` with its data. */
export function QueryState<T>({
  query,
  what,
  emptyTitle,
  isEmpty,
  children,
}: {
  query: LoadedQuery<T>
  what: string
  emptyTitle: string
  isEmpty: (data: T) => boolean
  children: (data: T) => ReactNode
}) {
  if (query.isError && query.error) {
    return <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />
  }
  if (query.data === undefined) {
    return (
      <p role="status" className="mt-6 text-ink-muted">
        Loading {what}...
      </p>
    )
  }
  if (isEmpty(query.data)) return <h2 className="mt-10 text-center text-xl font-bold">{emptyTitle}</h2>
  return children(query.data)
}

/** A labelled search box. */
export function SearchField({
  id,
  label,
  value,
  onChange,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div className="min-w-60 flex-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass()}
      />
    </div>
  )
}
