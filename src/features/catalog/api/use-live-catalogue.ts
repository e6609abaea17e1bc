import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { productKeys } from '@/lib/query-keys'
import { openChannel } from '@/lib/supabase'
import { toast } from '@/stores/toast'

/** A burst of changes (an admin saving several products) gives one refetch and one toast. */
const SETTLE_MS = 300

/**
 * The live catalogue (spec §4, §7): any insert, update or delete on products refetches the shop's lists
 * and facets and says so. A channel error or timeout is reported once per outage, not on every reconnect
 * attempt; when the channel is back the lists are refetched, since changes may have been missed meanwhile.
 */
export function useLiveCatalogue() {
  const queryClient = useQueryClient()

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let failing = false
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: productKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: productKeys.facets() })
    }

    const close = openChannel(
      'products-catalogue',
      (channel) =>
        channel.on('postgres_changes', { event: '*', schema: 'public', table: 'products' }, () => {
          clearTimeout(timer)
          timer = setTimeout(() => {
            refresh()
            toast({ title: 'Product list updated!', description: 'Our spice collection has been refreshed.' })
          }, SETTLE_MS)
        }),
      (status) => {
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
          if (failing) return
          failing = true
          toast({
            title: 'Subscription Error',
            description: 'Lost connection to live product updates. Please refresh.',
            variant: 'destructive',
          })
        } else if (status === 'SUBSCRIBED' && failing) {
          failing = false
          refresh()
        }
      },
    )

    return () => {
      clearTimeout(timer)
      close()
    }
  }, [queryClient])
}
