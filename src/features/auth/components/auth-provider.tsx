import type { User } from '@supabase/auth-js'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { AuthContext, type AuthState, type AuthStatus } from '@/lib/auth'
import { sessionMayExist, whenSessionMayExist } from '@/lib/session-hint'

type SessionApi = typeof import('../api/session')

/** The session code (Auth's client, the profile query, the sign-out): fetched only once a session may exist. */
const loadSessionApi = () => import('../api/session')

/**
 * The same user, only with a new token: nothing the app shows changes, so nobody re-renders. Not yet known
 * (undefined) is never the same as nobody: a saved session that Auth could not restore ends in null.
 */
const sameUser = (a: User | null | undefined, b: User | null) =>
  a !== undefined && a?.id === b?.id && a?.updated_at === b?.updated_at

/**
 * The app's one view of who is signed in. A guest's browser loads no session code at all (nothing saved,
 * nothing in the URL) until a session may appear: another tab signs in, or a screen here starts Auth to
 * sign in. From then on Auth's events (initial session, sign-in, user update, sign-out, also from other
 * tabs) set the user, and the profile query reads the admin flag and names.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  // undefined: the saved session is still being read.
  const [user, setUser] = useState<User | null | undefined>(() => (sessionMayExist() ? undefined : null))
  // What the session counts as (the session code decides: one still owing its second factor is not signed in).
  const [signedIn, setSignedIn] = useState<AuthStatus>('signed-in')
  // Loaded before any user can be set: users only come from its watchUser.
  const [api, setApi] = useState<SessionApi>()

  useEffect(() => {
    let stopped = false
    let unwatch = () => {}
    const stopWaiting = whenSessionMayExist(() => {
      loadSessionApi().then(
        (loaded) => {
          if (stopped) return
          setApi(() => loaded)
          unwatch = loaded.watchUser(queryClient, (next, status) => {
            setUser((current) => (sameUser(current, next) ? current : next))
            setSignedIn(status)
          })
        },
        // The session code could not load (offline): nobody can be signed in on this page.
        () => !stopped && setUser(null),
      )
    })
    return () => {
      stopped = true
      stopWaiting()
      unwatch()
    }
  }, [queryClient])

  // The profile is read from the query cache directly rather than through useQuery: its observer code
  // would otherwise join every guest's first download, for a query only a signed-in user runs.
  const userId = user?.id
  useEffect(() => {
    if (userId && api) void queryClient.prefetchQuery(api.profileQueryOptions(userId))
  }, [queryClient, api, userId])
  const readProfile = () =>
    userId && api ? queryClient.getQueryState(api.profileQueryOptions(userId).queryKey) : undefined
  const profile = useSyncExternalStore(
    // Only the profile's events: a screen that creates its own query while rendering must not ask this
    // provider to check for an update in the middle of that render.
    // Until the session code has loaded there is no profile query to watch (and the key factories stay out of
    // every guest's first download).
    useCallback(
      (onChange) =>
        api
          ? queryClient.getQueryCache().subscribe((event) => {
              if (api.isProfileQuery(event.query)) onChange()
            })
          : () => {},
      [queryClient, api],
    ),
    readProfile,
    // A prerendered first screen (src/prerender) is a guest's: no session, no profile.
    readProfile,
  )

  const signOut = useCallback(async () => (await loadSessionApi()).signOutAndTell(), [])

  const value = useMemo<AuthState>(() => {
    // Signed in once the profile has answered (or failed): the admin flag is known before anyone reads it.
    const profilePending = !profile || profile.status === 'pending'
    const status = user === undefined || (user && profilePending) ? 'loading' : user ? signedIn : 'signed-out'
    const row = user ? (profile?.data ?? null) : null
    return { status, user: user ?? null, profile: row, isAdmin: row?.is_admin === true, signOut }
  }, [user, signedIn, profile, signOut])

  return <AuthContext value={value}>{children}</AuthContext>
}
