/**
 * A page whose first screen is written into its HTML (scripts/vite/prerender.ts) marks its root: the screen
 * stays until the app can show the same page, and React's first commit replaces it, with no loading screen
 * in between (app/first-screen.tsx), which then clears the mark.
 */
const PRERENDERED = 'data-prerendered'

export const isPrerendered = (root: HTMLElement) => root.hasAttribute(PRERENDERED)

export const markTakenOver = (root: HTMLElement) => root.removeAttribute(PRERENDERED)
