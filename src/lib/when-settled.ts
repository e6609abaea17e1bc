/** However slow the page's load (a stalled image), deferred work starts at the latest this long after it was asked for. */
const LATEST_MS = 3000

/**
 * Resolves once the page has loaded and the browser has a quiet moment, or after LATEST_MS at the latest:
 * work that can wait (a live socket, data for controls not on screen) never competes with a page's first
 * content, and never waits for ever.
 */
export function whenSettled(): Promise<void> {
  return new Promise((resolve) => {
    const latest = setTimeout(resolve, LATEST_MS)
    const done = () => {
      clearTimeout(latest)
      resolve()
    }
    const idle = () =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(done, { timeout: 2000 }) : setTimeout(done)
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
  })
}
