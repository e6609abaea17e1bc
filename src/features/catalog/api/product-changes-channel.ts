import type { RealtimeChannel } from '@supabase/supabase-js'
import { supabase } from '@/lib/supabase'

export type ProductChangeStatus = 'SUBSCRIBED' | 'TIMED_OUT' | 'CLOSED' | 'CHANNEL_ERROR'

export interface ProductChangeListener {
  /** Any INSERT, UPDATE or DELETE on products that this visitor may see. */
  onChange: () => void
  onStatus: (status: ProductChangeStatus) => void
}

const TOPIC = 'products-catalogue'

/**
 * One `products-catalogue` channel shared by every listener. supabase-js hands back the existing channel
 * for a known topic, and one that is still leaving refuses new callbacks; so the channel is torn down a
 * tick after its last listener goes (StrictMode's unmount and remount keep it), and a new one is opened
 * only once the old one has left.
 */
const listeners = new Set<ProductChangeListener>()
let channel: RealtimeChannel | null = null
let leaving: Promise<unknown> | null = null
let teardownTimer: ReturnType<typeof setTimeout> | undefined

function open() {
  const opened = supabase
    .channel(TOPIC)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'products' }, () => {
      for (const listener of listeners) listener.onChange()
    })
  channel = opened
  opened.subscribe((status) => {
    if (channel !== opened) return
    for (const listener of listeners) listener.onStatus(status)
  })
}

function openWhenReady() {
  if (channel) return
  if (!leaving) {
    open()
    return
  }
  void leaving.then(() => {
    if (!channel && listeners.size > 0) open()
  })
}

function close() {
  if (!channel || listeners.size > 0) return
  const closing = channel
  channel = null
  const left: Promise<unknown> = supabase.removeChannel(closing).finally(() => {
    if (leaving === left) leaving = null
  })
  leaving = left
}

export function subscribeToProductChanges(listener: ProductChangeListener): () => void {
  listeners.add(listener)
  clearTimeout(teardownTimer)
  openWhenReady()
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) teardownTimer = setTimeout(close, 0)
  }
}
