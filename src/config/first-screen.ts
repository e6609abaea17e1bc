// Attributes that the app and index.html's inline scripts (scripts/vite) agree on; lib/first-screen.ts says
// what they mean.

/** On #root, while it holds the page's prerendered first screen. */
export const PRERENDERED = 'data-prerendered'

/** The skeleton's place for the largest picture of a page prerendered in its loading state. */
export const EARLY_IMAGE = 'data-early-image'

/** On that place, once the early read has put the picture there. */
export const EARLY_IMAGE_FILLED = 'data-filled'
