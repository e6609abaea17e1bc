import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { CloseIcon } from '@/components/ui/icons'

interface FilterDrawerProps {
  open: boolean
  onClose: () => void
  /** The results the current filters give, for the footer button. */
  resultCount: number | null
  children: ReactNode
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The mobile filter drawer: a full-screen modal <dialog>. The browser makes the page behind it inert and
 * closes it on Escape; Tab and Shift+Tab wrap inside it; focus goes back to what opened it.
 */
export function FilterDrawer({ open, onClose, resultCount, children }: FilterDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden' // the page behind must not scroll under the drawer
    return () => {
      root.style.overflow = overflow
      if (dialog.open) dialog.close()
      opener?.focus()
    }
  }, [open])

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null)
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let React state close it, so the effect's cleanup restores focus and scrolling.
        event.preventDefault()
        onClose()
      }}
      onKeyDown={trapTab}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-cream p-0 text-ink backdrop:bg-ink/50"
    >
      {open ? (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-brand-100 bg-white px-4 py-3">
            <h2 id={titleId} className="text-xl font-bold">
              Filters
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-50"
            >
              <CloseIcon />
              <span className="sr-only">Close filters</span>
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-4 pb-6">{children}</div>
          <div className="border-t border-brand-100 bg-white p-4">
            <Button className="w-full" onClick={onClose}>
              {resultCount === null ? 'Show Spices' : `Show ${resultCount} ${resultCount === 1 ? 'Spice' : 'Spices'}`}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  )
}
