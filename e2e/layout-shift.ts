import type { Page } from '@playwright/test'

/**
 * From the page's next navigation on, sums its cumulative layout shift in the page, as the browser reports it
 * (shifts right after input excluded; each navigation starts at 0). Read it with `layoutShift`.
 */
export const watchLayoutShift = (page: Page) =>
  page.addInitScript(`
    window.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  `)

/** The layout shift summed since the page's navigation (see `watchLayoutShift`). */
export const layoutShift = (page: Page) => page.evaluate<number>('window.__cls')
