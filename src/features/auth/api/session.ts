import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { addressKeys, orderKeys, pointsKeys, profileKeys, wishlistKeys } from '@/lib/query-keys'
import { loadAuth, watchSession } from '@/lib/supabase'
import { toast } from '@/stores/toast'
import { AUTH_TOASTS } from '../lib/auth-toasts'
import { getProfile } from './get-profile'

/**
 * The session side of the auth provider, loaded by it only once a session may exist: a guest's pages never
 * fetch this chunk (nor Auth's code).
 */
export { watchSession }

/** Every profile query's hash starts so: `["profile","<user id>"]`. */
const PROFILE_HASH_PREFIX = JSON.stringify(profileKeys.all).slice(0, -1)

/** Whether a cache event concerns a profile (the auth provider re-reads only on those). */
export const isProfileQuery = (query: { queryHash: string }): boolean => query.queryHash.startsWith(PROFILE_HASH_PREFIX)

/** The signed-in user's profile: the names and the admin flag. */
export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.detail(userId),
    queryFn: ({ signal }) => getProfile(userId, signal),
    staleTime: 5 * 60_000,
  })

/** After a sign-out nothing of the last user's stays in memory for the next one. */
export function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: profileKeys.all })
  queryClient.removeQueries({ queryKey: wishlistKeys.all })
  queryClient.removeQueries({ queryKey: addressKeys.all })
  queryClient.removeQueries({ queryKey: pointsKeys.all })
  queryClient.removeQueries({ queryKey: orderKeys.lists() })
}

/**
 * Signs out here; Auth clears the saved session and tells the other tabs (its BroadcastChannel). Toasts the
 * outcome and resolves to whether it worked.
 */
export async function signOutAndTell(): Promise<boolean> {
  try {
    const { error } = await (await loadAuth()).signOut()
    if (error) throw error
  } catch {
    toast(AUTH_TOASTS.logoutFailed)
    return false
  }
  toast(AUTH_TOASTS.loggedOut)
  return true
}
