import { loadAuth, watchSession } from '@/lib/supabase'

/**
 * The session side of the auth provider, loaded by it only once a session may exist: a guest's pages never
 * fetch this chunk (nor Auth's code).
 */
export { watchSession }

/** Signs out here; Auth tells the other tabs (its BroadcastChannel) and clears the saved session. */
export async function signOut(): Promise<void> {
  const { error } = await (await loadAuth()).signOut()
  if (error) throw error
}
