import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query'
import { toast, type ToastInput } from '@/stores/toast'
import { isPostgrestErrorLike, NotFoundError } from './errors'

interface AppQueryMeta extends Record<string, unknown> {
  /**
   * A failed fetch (after its retries) is announced with this toast; a function may look at the error and
   * at what the query still holds, and return null to stay quiet.
   */
  errorToast?: ToastInput | ((error: Error, query: Query<unknown, unknown>) => ToastInput | null)
}

interface AppMutationMeta extends Record<string, unknown> {
  /** A failed mutation is announced with this toast; a function may read the error, or return null to stay quiet. */
  errorToast?: ToastInput | ((error: Error) => ToastInput | null)
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta
    mutationMeta: AppMutationMeta
  }
}

const MAX_RETRIES = 2

/**
 * Postgres / PostgREST codes worth a second try: serialization failure, deadlock, too many connections,
 * and PostgREST's "cannot reach the database" / "schema cache not ready".
 */
const TRANSIENT_CODES = new Set(['40001', '40P01', '53300', 'PGRST000', 'PGRST001', 'PGRST002'])

/**
 * Retry only what a retry can fix. A network failure reaches us as a PostgREST-shaped error with an
 * empty code (supabase-js turns the rejected fetch into `{ message: 'TypeError: ...', code: '' }`);
 * a non-JSON gateway answer (502/503 page) also has no code. Everything with a real code (RLS denial
 * 42501, not found PGRST116, bad filter, constraint) would fail the same way again.
 */
export function isTransientError(error: unknown): boolean {
  if (error instanceof NotFoundError) return false
  if (error instanceof DOMException && error.name === 'AbortError') return false
  if (isPostgrestErrorLike(error)) {
    if (/^AbortError\b/.test(error.message)) return false
    return error.code === '' || TRANSIENT_CODES.has(error.code)
  }
  if (error instanceof TypeError) return true // fetch() itself rejected
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AuthRetryableFetchError'
}

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isTransientError(error)
}

/** The one place failed queries and mutations are announced: each by its own `meta.errorToast`. */
function announceFailure<T>(
  errorToast: ToastInput | ((error: Error, subject: T) => ToastInput | null) | undefined,
  error: Error,
  subject: T,
) {
  const input = typeof errorToast === 'function' ? errorToast(error, subject) : errorToast
  if (input) toast(input)
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => announceFailure(query.meta?.errorToast, error, query) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => announceFailure(mutation.meta?.errorToast, error, mutation),
    }),
    defaultOptions: {
      queries: {
        // Realtime events invalidate what changed; a minute keeps tab switches and back/forward instant.
        staleTime: 60_000,
        retry: shouldRetryQuery,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
      },
      mutations: { retry: false },
    },
  })
}
