import { queryOptions } from '@tanstack/react-query'
import { profileKeys } from '@/lib/query-keys'

/**
 * The signed-in user's profile. The fetcher is imported when the query first runs: the auth provider that
 * uses this sits in the entry chunk, which stays free of Supabase code (a guest never needs it there).
 */
export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.detail(userId),
    queryFn: async ({ signal }) => (await import('./get-profile')).getProfile(userId, signal),
    staleTime: 5 * 60_000,
  })
