import type { ReactNode } from 'react'
import { LoadError } from './load-error'

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
