import { db } from '@/lib/supabase'
import type { Profile } from '@/types/models'
import { buildProfileQuery } from './profile-query'

/** RLS lets a user read their own profile; null if the row is missing (never expected: a trigger makes it). */
export async function getProfile(userId: string, signal: AbortSignal): Promise<Profile | null> {
  const { data, error } = await buildProfileQuery(db, userId, signal)
  if (error) throw error
  return data
}
