import { queryOptions, useQuery } from '@tanstack/react-query'
import { usePageSettled } from '@/hooks/use-page-settled'
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

/**
 * false once Auth is known not to answer; true while asking (the form stays usable meanwhile). Asked once
 * the page has settled: the notice can wait, the screen's first paint should not wait for a second server.
 */
export function useAuthAvailable(): boolean {
  const settled = usePageSettled()
  return useQuery({ ...authHealthQueryOptions(), enabled: settled }).data !== false
}
