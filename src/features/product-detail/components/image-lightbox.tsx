import { useEffect, useRef, type KeyboardEvent } from 'react'
import { CloseIcon } from '@/components/ui/icons'

interface ImageLightboxProps {
  images: readonly string[]
  index: number
  alt: (index: number) => string
  onIndexChange: (index: number) => void
  onClose: () => void
}

const navButton =
  'flex size-11 items-center justify-center rounded-full bg-white text-2xl font-bold text-ink shadow hover:bg-brand-50'

/**
 * A modal dialog makes the page behind it inert, but Tab past its last button would still leave for the
 * browser's own controls: wrap around instead, so keyboard focus stays in the dialog until it closes.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])')]
  const first = buttons[0]
  const last = buttons[buttons.length - 1]
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * The zoomed image in a modal <dialog>: the page behind is inert, Tab wraps around inside, Escape closes it and focus returns to the image that opened it. Arrow keys move between images.
 */
export function ImageLightbox({ images, index, alt, onIndexChange, onClose }: ImageLightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    return () => {
      if (dialog.open) dialog.close()
      opener?.focus()
    }
  }, [])

  const count = images.length
  const show = (next: number) => onIndexChange((next + count) % count)

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Tab') {
      keepFocusInside(event)
      return
    }
    if (event.key === 'ArrowRight') show(index + 1)
    else if (event.key === 'ArrowLeft') show(index - 1)
    else return
    event.preventDefault()
  }

  return (
    <dialog
      ref={dialogRef}
      aria-label={`Image ${index + 1} of ${count}, enlarged`}
      onKeyDown={onKeyDown}
      // Escape fires "cancel"; closing through state keeps React the owner of whether it is open.
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose() // a click on the backdrop
      }}
      className="m-auto max-h-[95vh] max-w-[95vw] rounded-2xl bg-cream p-4 backdrop:bg-black/80 sm:p-6"
    >
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm text-ink-muted" aria-live="polite">
          Image {index + 1} of {count}
        </p>
        <button type="button" onClick={onClose} className={navButton} aria-label="Close enlarged image">
          <CloseIcon />
        </button>
      </div>
      <img
        src={images[index]}
        alt={alt(index)}
        width={900}
        height={900}
        className="mx-auto mt-3 max-h-[75vh] w-auto object-contain"
      />
      {count > 1 ? (
        <div className="mt-3 flex justify-center gap-4">
          <button type="button" onClick={() => show(index - 1)} className={navButton} aria-label="Previous image">
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" onClick={() => show(index + 1)} className={navButton} aria-label="Next image">
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </dialog>
  )
}
