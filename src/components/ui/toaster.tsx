import * as ToastPrimitive from '@radix-ui/react-toast'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { cn } from '@/lib/cn'
import { keepPageToasts } from '@/stores/keep-page-toasts'
import { TOAST_DURATION, useToastStore, type Toast, type ToastAction } from '@/stores/toast'
import { CloseIcon } from './icons'
import { edgeForFocus, type ToastEdge } from './toast-edge'

/** The spec's gesture: a swipe to the right of at least 50 px closes the toast. */
export const SWIPE_THRESHOLD = 50

/**
 * The toast queue on screen: Radix Toast shows the store's first toast (one at a time, as the spec
 * says), closes it after its own duration (5 s by default), on a swipe to the right, on Escape or on
 * its close button, and then removes it from the store so the next one takes its place. F8 moves
 * focus to the notifications region. Loaded by `LazyToaster` when the first toast is queued.
 *
 * Where: away from what the shopper is using. From lg up in the top right corner, just below the promotion
 * and header while they are on screen (they hold controls), else at the viewport's top edge; narrow enough
 * to clear the product page's gallery, above the product's title and description rather than its purchase
 * controls (bottom right) or its thumbnails (bottom left). Below lg a toast spans most of the width, so it
 * takes the edge farther from the focused control (the size just picked, the search box being typed in):
 * the top as above, or the bottom, above the phone's sticky add-to-cart bar.
 * When: a toast speaks of the page it was queued on (added to this cart, log in to save this spice,
 * this list was updated) and its actions fit that page, so leaving the page dismisses it; toasts the
 * new page queues stay.
 */
export default function Toaster() {
  const { pathname } = useLocation()
  // A toast of the page just left is not shown even for the one render before `keepPageToasts` drops it.
  const visible = useToastStore((state) => state.queue.find((t) => !t.pageBound || t.path === pathname))
  const dismiss = useToastStore((state) => state.dismiss)
  useEffect(() => keepPageToasts(pathname), [pathname])
  const top = useHeaderClearance()
  const edge = useToastEdge(visible?.id)

  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION.default}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD}
      label="Notification"
    >
      {/* A new key per toast: each one gets its own timer and its own announcement. */}
      {visible ? <ToastItem key={visible.id} toast={visible} onClose={() => dismiss(visible.id)} /> : null}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        data-edge={edge}
        style={edge === 'top' ? { top } : { bottom: bottomClearance() }}
        className="fixed inset-x-0 z-50 flex flex-col gap-2 p-4 outline-none focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-600 md:left-auto md:w-full md:max-w-sm lg:bottom-auto!"
      />
    </ToastPrimitive.Provider>
  )
}

/** The edge for the toast now showing, chosen when it appears (it does not jump while the shopper moves on). */
function useToastEdge(toastId: number | undefined): ToastEdge {
  const [placed, setPlaced] = useState<{ id?: number; edge: ToastEdge }>({ edge: 'top' })
  // Adjusting state while rendering: the new toast's first paint is already at its edge.
  if (toastId !== undefined && placed.id !== toastId) setPlaced({ id: toastId, edge: edgeForFocus() })
  return placed.edge
}

/** Room for bars fixed to the bottom of the screen (the phone's quick add-to-cart). */
const bottomClearance = () =>
  Math.max(
    0,
    ...[...document.querySelectorAll('[data-fixed-bottom]')].map(
      (bar) => window.innerHeight - bar.getBoundingClientRect().top,
    ),
  )

/** Where the page's first header (below the promotion) ends on screen; 0 once it has scrolled away. */
const headerBottom = () =>
  Math.max(0, Math.round(document.querySelector('header')?.getBoundingClientRect().bottom ?? 0))

/** Follows `headerBottom` through scrolling, resizing and page changes (one measurement per frame). */
function useHeaderClearance(): number {
  const [top, setTop] = useState(headerBottom)
  const { pathname } = useLocation()
  useEffect(() => {
    let frame = 0
    const schedule = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0
          setTop(headerBottom())
        })
    }
    schedule()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [pathname])
  return top
}

interface ToastItemProps {
  toast: Toast
  onClose: () => void
}

function ToastItem({ toast, onClose }: ToastItemProps) {
  const destructive = toast.variant === 'destructive'

  return (
    <ToastPrimitive.Root
      duration={toast.duration ?? TOAST_DURATION.default}
      // Errors interrupt a screen reader; confirmations wait for a pause.
      type={destructive ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      data-variant={toast.variant ?? 'default'}
      className={cn(
        'relative flex items-start gap-3 rounded-xl border p-4 pr-11 shadow-lg',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
        'motion-safe:data-[state=open]:animate-[toast-in_150ms_ease-out]',
        destructive
          ? 'border-danger-700 bg-danger-700 text-white focus-visible:outline-white'
          : 'border-brand-100 bg-white text-ink',
      )}
    >
      <div className="min-w-0 flex-1">
        <ToastPrimitive.Title className="font-semibold">{toast.title}</ToastPrimitive.Title>
        {toast.description ? (
          <ToastPrimitive.Description className={cn('mt-1 text-sm', destructive ? 'text-white' : 'text-ink-muted')}>
            {toast.description}
          </ToastPrimitive.Description>
        ) : null}
        {toast.actions?.length ? (
          <div className="mt-3 flex flex-wrap gap-2">
            {toast.actions.map((action) => (
              <ToastActionButton key={action.label} action={action} destructive={destructive} />
            ))}
          </div>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label="Close notification"
        className={cn(
          'absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full',
          destructive ? 'text-white hover:bg-white/15 focus-visible:outline-white' : 'text-ink-muted hover:bg-brand-50',
        )}
      >
        <CloseIcon className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  )
}

function ToastActionButton({ action, destructive }: { action: ToastAction; destructive: boolean }) {
  const className = cn(
    'inline-flex min-h-9 items-center rounded-full border px-4 text-sm font-semibold',
    destructive
      ? 'border-white text-white hover:bg-white/15 focus-visible:outline-white'
      : 'border-brand-700 text-brand-700 hover:bg-brand-50',
  )
  // Every action also closes the toast (Radix wraps it in Toast.Close).
  if ('to' in action) {
    return (
      <ToastPrimitive.Action altText={action.label} asChild>
        <Link to={action.to} className={className}>
          {action.label}
        </Link>
      </ToastPrimitive.Action>
    )
  }
  return (
    <ToastPrimitive.Action altText={action.label} onClick={action.onClick} className={className}>
      {action.label}
    </ToastPrimitive.Action>
  )
}
