import { PRERENDERED } from '@/config/first-screen'

/*
 * A page whose first screen is written into its HTML (scripts/vite/prerender.ts) marks its root: the screen
 * stays until the app can show the same page, and React's first commit replaces it, with no loading screen
 * in between (app/first-screen.tsx), which then clears the mark.
 *
 * A page prerendered in its loading state has, in its skeleton, a place for its largest picture
 * (components/ui/skeleton.tsx): the landing page's early read (scripts/vite/early-read.ts) puts the picture
 * there as soon as its answer names it, before the app's code has arrived, and marks the place filled.
 */

export const isPrerendered = (root: HTMLElement) => root.hasAttribute(PRERENDERED)

export const markTakenOver = (root: HTMLElement) => root.removeAttribute(PRERENDERED)
