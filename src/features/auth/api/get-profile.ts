import { db } from '@/lib/supabase'
import type { Profile } from '@/types/models'

/** What the app reads of a profile (the `Profile` model); the owner reads their own row whole. */
export const PROFILE_COLUMNS = 'is_admin, first_name, last_name, referral_code'

/** RLS lets a user read their own profile; null if the row is missing (never expected: a trigger makes it). */
export async function getProfile(userId: string, signal: AbortSignal): Promise<Profile | null> {
  const { data, error } = await db
    .from('profiles')
    .select(PROFILE_COLUMNS)
    .eq('id', userId)
    .abortSignal(signal)
    .maybeSingle()
  if (error) throw error
  return data
}
