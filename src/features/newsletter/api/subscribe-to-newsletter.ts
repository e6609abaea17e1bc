import { useMutation } from '@tanstack/react-query'
import { isPostgrestErrorLike } from '@/lib/errors'
import { db } from '@/lib/supabase'
import { NEWSLETTER_MESSAGES } from '../newsletter-schema'

/** Adds an address to the newsletter list. The answer is read only for an error (anon may not read it back). */
export async function subscribeToNewsletter(email: string): Promise<void> {
  const { error } = await db.from('newsletter_subscriptions').insert({ email, subscribed_at: new Date().toISOString() })
  if (error) throw error
}

/** The address is on the list already, in any letter case (a unique violation). */
export function isAlreadySubscribed(error: unknown): boolean {
  return isPostgrestErrorLike(error) && error.code === '23505'
}

export function useSubscribeToNewsletter() {
  return useMutation({
    mutationFn: subscribeToNewsletter,
    meta: {
      errorToast: (error) =>
        isAlreadySubscribed(error)
          ? NEWSLETTER_MESSAGES.alreadySubscribed
          : { ...NEWSLETTER_MESSAGES.failed, variant: 'destructive' },
    },
  })
}
