import { useEffect, useState } from 'react'
import { watchSession } from '@/lib/supabase'

/**
 * The signed-in user's id, or null for a guest; undefined until the saved session has been read.
 * Follows every sign-in and sign-out, in this tab or another.
 */
export function useSignedInUserId(): string | null | undefined {
  const [userId, setUserId] = useState<string | null | undefined>(undefined)
  useEffect(() => watchSession((session) => setUserId(session?.user.id ?? null)), [])
  return userId
}
