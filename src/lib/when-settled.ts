/**
 * Resolves once the page has loaded and the browser has a quiet moment: work that can wait (a live
 * socket, data for controls not on screen) never competes with a page's first content.
 */
export function whenSettled(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => resolve(), { timeout: 2000 })
        : setTimeout(resolve)
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
  })
}
