import type { User } from '@supabase/auth-js'
import { createContext, use } from 'react'
import type { Profile } from '@/types/models'

/** `second-factor`: a session at aal1 whose user has a verified factor; the code is due before it counts. */
export type AuthStatus = 'loading' | 'signed-in' | 'second-factor' | 'signed-out'

export interface AuthState {
  /** `loading` until the saved session (and, once signed in, the profile) has been read. */
  status: AuthStatus
  user: User | null
  /** null for a guest, or when the profile could not be read. */
  profile: Profile | null
  /** From the profile's is_admin flag only (the database decides what an admin may do). */
  isAdmin: boolean
  /** Signs out here and in the browser's other tabs; toasts the outcome. Resolves to whether it worked. */
  signOut: () => Promise<boolean>
}

/**
 * Filled by the auth feature's provider (mounted once by the app). Here, in shared code, so the header
 * and every feature read the one session through `useAuth()`.
 */
export const AuthContext = createContext<AuthState | null>(null)

/** The signed-in user, their profile and admin flag, following every sign-in and sign-out (in any tab). */
export function useAuth(): AuthState {
  const state = use(AuthContext)
  if (!state) throw new Error('useAuth() needs the AuthProvider above it')
  return state
}
