import * as ToastPrimitive from '@radix-ui/react-toast'
import { Link } from 'react-router-dom'
import { cn } from '@/lib/cn'
import { TOAST_DURATION, useToastStore, type Toast, type ToastAction } from '@/stores/toast'
import { CloseIcon } from './icons'

/** The spec's gesture: a swipe to the right of at least 50 px closes the toast. */
export const SWIPE_THRESHOLD = 50

/**
 * The toast queue on screen: Radix Toast shows the store's first toast (one at a time, as the spec
 * says), closes it after its own duration (5 s by default), on a swipe to the right, on Escape or on
 * its close button, and then removes it from the store so the next one takes its place. F8 moves
 * focus to the notifications region. Loaded by `LazyToaster` when the first toast is queued.
 */
export default function Toaster() {
  const visible = useToastStore((state) => state.queue[0])
  const dismiss = useToastStore((state) => state.dismiss)

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
        className="fixed right-0 bottom-0 z-50 flex w-full flex-col gap-2 p-4 outline-none focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-600 sm:max-w-md"
      />
    </ToastPrimitive.Provider>
  )
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
