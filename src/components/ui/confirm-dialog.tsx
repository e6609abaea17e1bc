import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { buttonClasses } from './button-classes'

interface ConfirmDialogProps {
  open: boolean
  title: string
  children: ReactNode
  /** The button that goes ahead (Cancel is the other). */
  confirmLabel: string
  /**
   * Shown on the confirm button while the action runs. Both buttons then refuse clicks (aria-disabled, so
   * focus stays where it is rather than dropping to the page) and Escape does nothing.
   */
  busy?: ReactNode
  onConfirm: () => void
  onCancel: () => void
}

/**
 * Asks before something that cannot be undone: a modal <dialog> with role alertdialog. showModal() makes
 * the page behind it inert and turns Escape into a cancel; Tab wraps within it; it opens on
 * Cancel (the safe choice) and gives focus back to what opened it when it closes.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const bodyId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    cancelRef.current?.focus()
    return () => {
      if (dialog.open) dialog.close()
      opener?.focus()
    }
  }, [open])

  const wrapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return
    // Fields too: a dialog may ask for something (a carrier, a reason) before it goes ahead.
    const focusable = [...ref.current.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href]')]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    const edge = event.shiftKey ? first : last
    if (document.activeElement === edge) {
      event.preventDefault()
      ;(event.shiftKey ? last : first).focus()
    }
  }

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        // Escape: React state closes it, so the effect's cleanup gives focus back. Not while it works.
        event.preventDefault()
        if (!busy) onCancel()
      }}
      onKeyDown={wrapTab}
      className="w-[min(28rem,calc(100%-2rem))] rounded-2xl bg-white p-6 text-ink shadow-xl backdrop:bg-ink/50"
    >
      {open ? (
        <>
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          <div id={bodyId} className="mt-3">
            {children}
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button
              ref={cancelRef}
              type="button"
              aria-disabled={busy ? true : undefined}
              onClick={() => (busy ? undefined : onCancel())}
              className={buttonClasses({ variant: 'secondary' })}
            >
              Cancel
            </button>
            <button
              type="button"
              aria-disabled={busy ? true : undefined}
              onClick={() => (busy ? undefined : onConfirm())}
              className={buttonClasses({}, 'aria-disabled:opacity-60')}
            >
              {busy ?? confirmLabel}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  )
}
