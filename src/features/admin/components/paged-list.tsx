import type { ReactNode } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { Pager } from '@/components/ui/pager'
import type { UseQueryResult } from '@tanstack/react-query'

interface PagedListProps<T extends { total: number }> {
  /** "messages", "reviews": for the loading, error and empty texts. */
  what: string
  query: UseQueryResult<T>
  page: number
  onPage: (page: number) => void
  pageSize: number
  children: (data: T) => ReactNode
}

/** A paged, counted list's states: loading, the load error with Retry, none yet, or the page and the pager. */
export function PagedList<T extends { total: number }>({
  what,
  query,
  page,
  onPage,
  pageSize,
  children,
}: PagedListProps<T>) {
  if (query.isPending) return <p role="status">Loading {what}...</p>
  if (query.isError) return <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />
  if (query.data.total === 0) return <p className="mt-2 text-ink-muted">No {what} yet.</p>
  return (
    <>
      {children(query.data)}
      <Pager
        page={page}
        totalPages={Math.max(1, Math.ceil(query.data.total / pageSize))}
        onPage={onPage}
        label={`Pages of ${what}`}
      />
    </>
  )
}
