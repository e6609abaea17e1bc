import { useEffect, useState } from 'react'
import { supabase } from '@/lib/supabase'

/**
 * The signed-in user's id, or null for a guest; undefined until the saved session has been read.
 * supabase-js reports the stored session as INITIAL_SESSION on subscribe, then every sign-in and sign-out.
 */
export function useSignedInUserId(): string | null | undefined {
  const [userId, setUserId] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    const { data } = supabase.auth.onAuthStateChange((_event, session) => setUserId(session?.user.id ?? null))
    return () => data.subscription.unsubscribe()
  }, [])
  return userId
}
