/**
 * A page whose first screen is written into its HTML (scripts/vite/prerender.ts) marks its root: the screen
 * stays until the app can show the same page, and React's first commit replaces it, with no loading screen
 * in between (app/first-screen.tsx).
 */
export const isPrerendered = (root: HTMLElement) => root.hasAttribute('data-prerendered')
