import { useEffect, useState } from 'react'
import { watchSession } from '@/lib/supabase'

/** Who is checking out: what the form prefills and whose points it offers. */
export interface CheckoutBuyer {
  userId: string
  email: string
  fullName: string
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * The signed-in buyer, null for a guest, undefined until the saved session has been read. The name is
 * the account's full name, else its first and last names.
 */
export function useCheckoutBuyer(): CheckoutBuyer | null | undefined {
  const [buyer, setBuyer] = useState<CheckoutBuyer | null | undefined>(undefined)
  useEffect(
    () =>
      watchSession((session) => {
        const user = session?.user
        if (!user) return setBuyer(null)
        const meta = user.user_metadata
        const fullName = text(meta.full_name) || [text(meta.first_name), text(meta.last_name)].filter(Boolean).join(' ')
        setBuyer((current) =>
          current?.userId === user.id && current.email === (user.email ?? '') && current.fullName === fullName
            ? current
            : { userId: user.id, email: user.email ?? '', fullName },
        )
      }),
    [],
  )
  return buyer
}
