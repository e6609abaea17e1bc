export type ToastEdge = 'top' | 'bottom'

/** From this width the toast sits in the top right corner, clear of the pages' controls. */
const CORNER_FROM_PX = 1024

/**
 * Below CORNER_FROM_PX: the bottom edge when the focused element sits in the upper half of the screen, else
 * the top. Safari does not focus a button on a click, so there a clicked button counts as no focus (top).
 */
export function toastEdge(focused: DOMRect | null, viewportWidth: number, viewportHeight: number): ToastEdge {
  if (viewportWidth >= CORNER_FROM_PX || !focused) return 'top'
  return focused.top + focused.height / 2 < viewportHeight / 2 ? 'bottom' : 'top'
}

/** `toastEdge` for the element focused now. */
export function edgeForFocus(): ToastEdge {
  const focused = document.activeElement
  const rect = focused && focused !== document.body ? focused.getBoundingClientRect() : null
  return toastEdge(rect, window.innerWidth, window.innerHeight)
}
