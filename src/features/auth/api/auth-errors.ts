import { isTransientError } from '@/lib/query-client'

/**
 * Whether Auth could not be reached at all (its code did not load, the request never got an answer, or a
 * gateway answered 5xx): the screens then say the service is unavailable rather than blame the input.
 */
export function isAuthUnavailable(error: unknown): boolean {
  if (isTransientError(error)) return true
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 500
}
