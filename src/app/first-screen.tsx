import { useLayoutEffect, useState, type ReactNode } from 'react'
import { markTakenOver } from '@/lib/first-screen'

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]'

/** Which of the root's focusable elements has focus (its place among them), if one has. */
function focusedPlace(root: HTMLElement): number | null {
  const focused = document.activeElement
  if (!focused || !root.contains(focused)) return null
  const place = [...root.querySelectorAll(FOCUSABLE)].indexOf(focused)
  return place < 0 ? null : place
}

/**
 * Around the app's first render. Once it has replaced a prerendered screen (lib/first-screen.ts), the root says
 * so, and a keyboard user who had tabbed into that screen keeps their place: focus moves to the same control
 * of the new one, not back to the page's start.
 */
export function FirstScreenTakeover({ root, children }: { root: HTMLElement; children: ReactNode }) {
  // Read while rendering, before the commit replaces the screen.
  const [place] = useState(() => focusedPlace(root))
  useLayoutEffect(() => {
    markTakenOver(root)
    if (place !== null && !root.contains(document.activeElement))
      root.querySelectorAll<HTMLElement>(FOCUSABLE)[place]?.focus({ preventScroll: true })
  }, [root, place])
  return children
}
