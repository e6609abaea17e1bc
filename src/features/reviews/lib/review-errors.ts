import { errorMessage, isPostgrestErrorLike } from '@/lib/errors'
import { isTransientError } from '@/lib/query-client'

/** No answer from the server: supabase-js reports a failed fetch as an error with an empty code. */
const isUnreachable = (error: unknown) => (isPostgrestErrorLike(error) ? error.code === '' : isTransientError(error))

/**
 * Why a save or delete failed, fit to show: the database's own sentence (it words its checks for the
 * customer), or a plain one when the server could not be reached.
 */
export function reviewFailureMessage(error: unknown): string {
  if (isUnreachable(error)) return 'We could not reach our server. Check your connection and try again.'
  return errorMessage(error)
}
