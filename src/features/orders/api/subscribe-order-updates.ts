import { useLiveQueries } from '@/hooks/use-live-queries'
import { orderKeys } from '@/lib/query-keys'

/**
 * Live order status: while the account page is open, a change to one of the customer's orders (an admin
 * ships it, say) refreshes the order history and that order's detail. Realtime delivers only the rows the
 * customer may read, so nobody hears of another customer's order. A refused socket is only logged.
 */
export function useOrderLiveUpdates(userId: string | null | undefined) {
  useLiveQueries<{ id: string }>({
    channel: `account-orders:${userId}`,
    table: 'orders',
    filter: `user_id=eq.${userId}`,
    enabled: Boolean(userId),
    invalidate: [orderKeys.ofUser(userId ?? ''), orderKeys.details()],
    onFailure: (status, error) => console.warn(`Live order updates unavailable (${status}).`, error),
  })
}
