import type { User } from '@supabase/auth-js'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { AuthContext, type AuthState } from '@/lib/auth'
import { profileKeys, wishlistKeys } from '@/lib/query-keys'
import { sessionMayExist, whenSessionMayExist } from '@/lib/session-hint'
import { toast } from '@/stores/toast'
import { profileQueryOptions } from '../api/profile-query'
import { AUTH_TOASTS } from '../lib/auth-toasts'

/** The same user, only with a new token: nothing the app shows changes, so nobody re-renders. */
const sameUser = (a: User | null | undefined, b: User | null) => a?.id === b?.id && a?.updated_at === b?.updated_at

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

  useEffect(() => {
    let stopped = false
    let unwatch = () => {}
    const onSession = (next: User | null) => {
      setUser((current) => (sameUser(current, next) ? current : next))
      if (!next) {
        // Nothing of the last user's stays in memory for the next one.
        queryClient.removeQueries({ queryKey: profileKeys.all })
        queryClient.removeQueries({ queryKey: wishlistKeys.all })
      }
    }
    const stopWaiting = whenSessionMayExist(() => {
      import('../api/session').then(
        ({ watchSession }) => {
          if (!stopped) unwatch = watchSession((session) => onSession(session?.user ?? null))
        },
        // The session code could not load (offline): nobody can be signed in on this page.
        () => !stopped && onSession(null),
      )
    })
    return () => {
      stopped = true
      stopWaiting()
      unwatch()
    }
  }, [queryClient])

  const profile = useQuery({ ...profileQueryOptions(user?.id ?? ''), enabled: Boolean(user) })

  const signOut = useCallback(async () => {
    try {
      await (await import('../api/session')).signOut()
    } catch {
      toast(AUTH_TOASTS.logoutFailed)
      return false
    }
    toast(AUTH_TOASTS.loggedOut)
    return true
  }, [])

  const value = useMemo<AuthState>(() => {
    // Signed in once the profile has answered (or failed): the admin flag is known before anyone reads it.
    const status = user === undefined || (user && profile.isPending) ? 'loading' : user ? 'signed-in' : 'signed-out'
    const row = user ? (profile.data ?? null) : null
    return { status, user: user ?? null, profile: row, isAdmin: row?.is_admin === true, signOut }
  }, [user, profile.isPending, profile.data, signOut])

  return <AuthContext value={value}>{children}</AuthContext>
}
