import { hashKey, queryOptions, type QueryClient } from '@tanstack/react-query'
import { isUserScopedQuery, profileKeys } from '@/lib/query-keys'
import type { User } from '@supabase/auth-js'
import { loadAuth, watchSession } from '@/lib/supabase'
import { toast } from '@/stores/toast'
import { secondFactorDueIn } from '../lib/assurance-level'
import { AUTH_TOASTS } from '../lib/auth-toasts'
import { getProfile } from './get-profile'

/**
 * The session side of the auth provider, loaded by it only once a session may exist: a guest's pages never
 * fetch this chunk (nor Auth's code).
 */

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

/**
 * Follows Auth's session like `watchSession`, and is the one place where one user's data leaves the cache:
 * on a sign-out, when another user signs in (another tab) and when the signed-in user's admin flag changes,
 * every user-scoped query goes (lib/query-keys.ts says which), so nothing of theirs is shown to the next
 * user or under rights they no longer have. Tells the listener what the session counts as: `second-factor` while it still owes the code.
 */
export function watchUser(
  queryClient: QueryClient,
  listener: (user: User | null, status: 'signed-in' | 'second-factor') => void,
): () => void {
  // undefined until Auth has said who is signed in (the saved session needs no clearing).
  let userId: string | null | undefined
  let isAdmin: boolean | undefined
  const forget = () => queryClient.removeQueries({ predicate: isUserScopedQuery })
  const stopRoles = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !userId) return
    if (event.query.queryHash !== hashKey(profileKeys.detail(userId))) return
    const data: unknown = event.action.data
    const next = (data as { is_admin?: boolean } | null)?.is_admin === true
    if (isAdmin !== undefined && next !== isAdmin) {
      // The profile just read stays: it says the new role.
      queryClient.removeQueries({ predicate: (query) => isUserScopedQuery(query) && query !== event.query })
    }
    isAdmin = next
  })
  const stopSession = watchSession((session) => {
    const next = session?.user.id ?? null
    if (userId !== undefined && next !== userId) {
      forget()
      isAdmin = undefined
    }
    userId = next
    // A session restored (or signed in elsewhere) at aal1 keeps owing the code its user set up.
    listener(session?.user ?? null, session && secondFactorDueIn(session) ? 'second-factor' : 'signed-in')
  })
  return () => {
    stopRoles()
    stopSession()
  }
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
