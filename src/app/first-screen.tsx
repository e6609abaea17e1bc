import { useLayoutEffect, useState, type ReactNode } from 'react'
import { markTakenOver } from '@/lib/first-screen'

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]'
const FIELDS = 'input, select, textarea'

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/**
 * Where an element stands: its kind (tag and type) and its place among the root's `selector` elements of that
 * kind. The app's first render may add controls the prerendered screen had not (a filter panel whose values
 * arrived first); a place counted among all controls would then point at another one.
 */
type Place = string

const kindOf = (element: Element) => `${element.tagName}:${(element as HTMLInputElement).type ?? ''}`

const ofKind = (root: HTMLElement, selector: string, kind: string) =>
  [...root.querySelectorAll<HTMLElement>(selector)].filter((element) => kindOf(element) === kind)

function placeOf(root: HTMLElement, selector: string, element: Element): Place {
  const kind = kindOf(element)
  return `${kind}#${ofKind(root, selector, kind).indexOf(element as HTMLElement)}`
}

function elementAt(root: HTMLElement, selector: string, place: Place): HTMLElement | undefined {
  const [kind = '', index = ''] = place.split('#')
  return ofKind(root, selector, kind)[Number(index)]
}

/** What a visitor changed in a field before the app took over. */
interface Edit {
  place: Place
  /** The text, the chosen option's value, or (a checkbox, a radio button) whether it is checked. */
  value: string | boolean
}

const checkable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')

/** Where the root's focused element stands, if it has one. */
function focusedPlace(root: HTMLElement): Place | null {
  const focused = document.activeElement
  return focused && root.contains(focused) && focused.matches(FOCUSABLE) ? placeOf(root, FOCUSABLE, focused) : null
}

/** The fields whose value differs from the one the page was served with. */
function edits(root: HTMLElement): Edit[] {
  return [...root.querySelectorAll<Field>(FIELDS)].flatMap((field): Edit[] => {
    const place = placeOf(root, FIELDS, field)
    if (checkable(field)) return field.checked === field.defaultChecked ? [] : [{ place, value: field.checked }]
    const served =
      field instanceof HTMLSelectElement
        ? ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value
        : field.defaultValue
    return field.value === served ? [] : [{ place, value: field.value }]
  })
}

/** Makes the app's own field say what the visitor had put in its prerendered twin, as typing would. */
function replay(root: HTMLElement, changes: Edit[]) {
  for (const { place, value } of changes) {
    const field = elementAt(root, FIELDS, place) as Field | undefined
    if (!field) continue
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
      elementAt(root, FOCUSABLE, before.place)?.focus({ preventScroll: true })
  }, [root, before])
  return children
}
