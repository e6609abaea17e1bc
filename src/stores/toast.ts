import { create } from 'zustand'

/** The spec's durations: 5 s by default, 3 s for validation failures, 7 s for connection failures. */
export const TOAST_DURATION = { default: 5000, short: 3000, long: 7000, veryLong: 10000 } as const

export type ToastAction = { label: string; to: string } | { label: string; onClick: () => void }

export interface ToastInput {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  /** Milliseconds before it closes by itself. */
  duration?: number
  actions?: ToastAction[]
  /**
   * It speaks of the page it was queued on (added this spice to the cart, this list was updated) and its
   * actions fit that page, so it goes when the shopper leaves the page. Other toasts (Order placed!,
   * Logged Out) announce what the navigation that follows them is about, and stay for their duration.
   * An error is page-bound unless it says `false` (one that outlives its page, like the connection's).
   */
  pageBound?: boolean
}

export interface Toast extends ToastInput {
  id: number
  /** The path of the page it was queued on (see `pageBound`). */
  path: string
}

/** At most this many wait behind the visible one; older waiting toasts give way to newer ones. */
const MAX_WAITING = 3

interface ToastState {
  /** The first toast is the visible one (the spec shows one at a time); the rest wait their turn (an error does not). */
  queue: Toast[]
  show: (input: ToastInput) => number
  dismiss: (id: number) => void
  clear: () => void
}

let nextId = 1

export const useToastStore = create<ToastState>()((set) => ({
  queue: [],
  show: (input) => {
    const id = nextId++
    const error = input.variant === 'destructive'
    const added = { ...input, pageBound: input.pageBound ?? error, id, path: window.location.pathname }
    set(({ queue }) => {
      const [visible, ...waiting] = queue
      // The newest error wins: it takes the visible toast's place at once instead of waiting its turn.
      if (error) return { queue: [added, ...waiting] }
      const next = [...waiting, added].slice(-MAX_WAITING)
      return { queue: visible ? [visible, ...next] : next }
    })
    return id
  },
  dismiss: (id) => set(({ queue }) => ({ queue: queue.filter((t) => t.id !== id) })),
  clear: () => set({ queue: [] }),
}))

/** Queues a toast from anywhere (components, query callbacks, realtime handlers). */
export function toast(input: ToastInput): number {
  return useToastStore.getState().show(input)
}
