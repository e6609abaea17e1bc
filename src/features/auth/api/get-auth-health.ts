import { queryOptions, useQuery } from '@tanstack/react-query'
import { authKeys } from '@/lib/query-keys'
import { authAnswers } from '@/lib/supabase'

export const authHealthQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.health(),
    queryFn: ({ signal }) => authAnswers(signal),
    // Asked again on each visit of a sign-in screen, at once: a retry's wait would only delay the notice.
    staleTime: 0,
    retry: false,
  })

/** false once Auth is known not to answer; true while asking (the form stays usable meanwhile). */
export function useAuthAvailable(): boolean {
  return useQuery(authHealthQueryOptions()).data !== false
}
