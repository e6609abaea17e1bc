import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import type { RealtimePostgresChangesPayload } from '@supabase/realtime-js'
import { useEffect, useEffectEvent } from 'react'
import { openChannel, type ChannelStatus } from '@/lib/supabase'

export interface LiveQueriesOptions<Row extends Record<string, unknown>> {
  /** The channel's name (each subscription gets its own topic `name:<n>`, see openChannel). */
  channel: string
  /** A table of the public schema. */
  table: string
  /** Which changes to hear; every insert, update and delete by default. */
  event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE'
  /** A Realtime row filter such as `id=eq.42`. */
  filter?: string
  /** Waits this long after the last of a burst of changes, then invalidates once; 0 invalidates on each change. */
  settleMs?: number
  /** The queries a change makes stale. */
  invalidate: readonly QueryKey[]
  /** Runs on every change, before the invalidation (e.g. to patch a cached row at once). */
  onChange?: (payload: RealtimePostgresChangesPayload<Row>) => void
  /** Runs after each invalidation caused by changes (e.g. to say the list was refreshed). */
  onRefresh?: () => void
  /** Hears a refused or lost subscription, once per outage. When it is back, the queries are invalidated (changes may have been missed). */
  onFailure?: (status: ChannelStatus, error?: Error) => void
  /** false: no subscription (e.g. while the row's id is unknown). */
  enabled?: boolean
}

/**
 * Keeps queries live: a Realtime subscription to `table` (and `filter`) that invalidates `invalidate`
 * when rows change. Realtime delivers only the rows the visitor may SELECT. A page left before it
 * settled never opens the socket (openChannel).
 */
export function useLiveQueries<Row extends Record<string, unknown> = Record<string, unknown>>({
  channel,
  table,
  event = '*',
  filter,
  settleMs = 0,
  invalidate,
  onChange,
  onRefresh,
  onFailure,
  enabled = true,
}: LiveQueriesOptions<Row>) {
  const queryClient = useQueryClient()

  const refresh = useEffectEvent(() => {
    for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey })
  })
  const changed = useEffectEvent((payload: RealtimePostgresChangesPayload<Row>) => onChange?.(payload))
  const refreshed = useEffectEvent(() => onRefresh?.())
  const failed = useEffectEvent((status: ChannelStatus, error?: Error) => onFailure?.(status, error))

  useEffect(() => {
    if (!enabled) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let failing = false
    const settle = () => {
      refresh()
      refreshed()
    }

    const close = openChannel(
      channel,
      (subscription) =>
        subscription.on<Row>(
          'postgres_changes',
          { event, schema: 'public', table, ...(filter === undefined ? {} : { filter }) },
          (payload) => {
            changed(payload)
            if (settleMs <= 0) return settle()
            clearTimeout(timer)
            timer = setTimeout(settle, settleMs)
          },
        ),
      (status, error) => {
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
          if (failing) return
          failing = true
          failed(status, error)
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
  }, [enabled, channel, table, event, filter, settleMs])
}
