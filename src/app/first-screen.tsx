import { useLayoutEffect, useState, type ReactNode } from 'react'
import { markTakenOver } from '@/lib/first-screen'

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]'
const FIELDS = 'input, select, textarea'

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** What a visitor changed in a field before the app took over, by the field's place among the root's fields. */
interface Edit {
  place: number
  kind: string
  /** The text, the chosen option's value, or (a checkbox, a radio button) whether it is checked. */
  value: string | boolean
}

const kindOf = (field: Field) => `${field.tagName}:${field.type}`
const checkable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')

/** Which of the root's focusable elements has focus (its place among them), if one has. */
function focusedPlace(root: HTMLElement): number | null {
  const focused = document.activeElement
  if (!focused || !root.contains(focused)) return null
  const place = [...root.querySelectorAll(FOCUSABLE)].indexOf(focused)
  return place < 0 ? null : place
}

/** The fields whose value differs from the one the page was served with. */
function edits(root: HTMLElement): Edit[] {
  return [...root.querySelectorAll<Field>(FIELDS)].flatMap((field, place): Edit[] => {
    if (checkable(field))
      return field.checked === field.defaultChecked ? [] : [{ place, kind: kindOf(field), value: field.checked }]
    const served =
      field instanceof HTMLSelectElement
        ? ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value
        : field.defaultValue
    return field.value === served ? [] : [{ place, kind: kindOf(field), value: field.value }]
  })
}

/** Makes the app's own field say what the visitor had put in its prerendered twin, as typing would. */
function replay(root: HTMLElement, changes: Edit[]) {
  const fields = [...root.querySelectorAll<Field>(FIELDS)]
  for (const { place, kind, value } of changes) {
    const field = fields[place]
    if (!field || kindOf(field) !== kind) continue
    if (checkable(field)) {
      if (field.checked !== value) field.click()
      continue
    }
    // React tracks the value it last rendered: the prototype's setter bypasses that, and the event it then
    // hears is the visitor's edit.
    const prototype = Object.getPrototypeOf(field) as object
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
  }
}

/**
 * Around the app's first render. Once it has replaced a prerendered screen (lib/first-screen.ts), the root says
 * so, and nothing the visitor did on that screen is lost: a keyboard user who had tabbed into it keeps their
 * place (focus moves to the same control of the new one, not back to the page's start), and what they typed or
 * chose in a field (the shop's search, its sort order) is in the app's field.
 */
export function FirstScreenTakeover({ root, children }: { root: HTMLElement; children: ReactNode }) {
  // Read while rendering, before the commit replaces the screen.
  const [before] = useState(() => ({ place: focusedPlace(root), edits: edits(root) }))
  useLayoutEffect(() => {
    markTakenOver(root)
    replay(root, before.edits)
    if (before.place !== null && !root.contains(document.activeElement))
      root.querySelectorAll<HTMLElement>(FOCUSABLE)[before.place]?.focus({ preventScroll: true })
  }, [root, before])
  return children
}
