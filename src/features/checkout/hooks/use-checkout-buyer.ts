import { useMemo } from 'react'
import { useAuth } from '@/lib/auth'

/** Who is checking out: what the form prefills and whose points it offers. */
export interface CheckoutBuyer {
  userId: string
  email: string
  fullName: string
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

const joinNames = (first: unknown, last: unknown) => [text(first), text(last)].filter(Boolean).join(' ')

/**
 * The signed-in buyer, null for a guest, undefined until the session (and profile) have been read.
 * The name is the profile's first and last names, else the account's full name from sign-up.
 */
export function useCheckoutBuyer(): CheckoutBuyer | null | undefined {
  const { status, user, profile } = useAuth()
  const userId = user?.id
  const email = user?.email ?? ''
  const fullName =
    joinNames(profile?.first_name, profile?.last_name) ||
    text(user?.user_metadata.full_name) ||
    joinNames(user?.user_metadata.first_name, user?.user_metadata.last_name)
  return useMemo(() => {
    if (status === 'loading') return undefined
    if (!userId) return null
    return { userId, email, fullName }
  }, [status, userId, email, fullName])
}
