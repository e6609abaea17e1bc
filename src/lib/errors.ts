/** A row that should exist does not (e.g. `maybeSingle()` returned null): show a not-found state, never retry. */
export class NotFoundError extends Error {
  override name = 'NotFoundError'
}

/** The `{ message, code, details, hint }` object supabase-js returns as `error` (a plain object at run time). */
export interface PostgrestErrorLike {
  message: string
  code: string
  details?: string | null
  hint?: string | null
}

export function isPostgrestErrorLike(error: unknown): error is PostgrestErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string' &&
    typeof (error as { code?: unknown }).code === 'string'
  )
}

/** The text to show a shopper for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error || isPostgrestErrorLike(error)) return error.message
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message
  }
  return 'An unexpected error occurred.'
}
