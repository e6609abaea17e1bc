/** However slow the page's load (a stalled image), deferred work starts at the latest this long after it was asked for. */
const LATEST_MS = 3000
/** While the page still loads, how often to look again. */
const RECHECK_MS = 100

let pageLoading = () => false

/**
 * Tells whenSettled how to see that the page is still loading its first content (main.tsx: the router's
 * code, the queries, a loading screen). Until then only the browser's load event and a quiet moment count.
 */
export function settleAfter(loading: () => boolean): void {
  pageLoading = loading
}

/**
 * Resolves once the page has loaded, shows its content and the browser has a quiet moment, or after
 * LATEST_MS at the latest: work that can wait (a live socket, data for controls not on screen) never
 * competes with a page's first content, and never waits for ever.
 */
export function whenSettled(): Promise<void> {
  return new Promise((resolve) => {
    let settled = false
    const finish = () => {
      settled = true
      clearTimeout(latest)
      resolve()
    }
    const latest = setTimeout(finish, LATEST_MS)
    const check = () => {
      if (settled) return
      if (pageLoading()) setTimeout(idle, RECHECK_MS)
      // After the next paint: what the page shows is on the screen before any deferred work starts.
      else requestAnimationFrame(() => setTimeout(finish))
    }
    const idle = () =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(check, { timeout: 2000 }) : setTimeout(check)
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
  })
}
