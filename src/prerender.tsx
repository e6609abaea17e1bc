import { renderToString } from 'react-dom/server'
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom'
import { App } from '@/app'
import { prepareLocation } from '@/app/router'
import { PROMO_DISMISSED_KEY } from '@/components/layouts/promo-banner'
import { AUTH_STORAGE_KEY } from '@/config/auth'
import { createQueryClient } from '@/lib/query-client'

/**
 * A page's first screen as a guest's browser renders it on a first visit: no session, nothing in storage, the
 * page's code loaded and nothing read. scripts/vite/prerender.ts writes it into the page's HTML at build time
 * (in Node, under jsdom at the page's URL), and main.tsx replaces it with the same screen once the code has run.
 */
export async function renderFirstScreen(path: string): Promise<{ head: string; body: string }> {
  const queryClient = createQueryClient()
  // Nothing here outlives the render (the cache is cleared below). With reads that never answer (a page
  // prerendered loading), a query's collection timer (five minutes) outlived `clear()` and held the build.
  const defaults = queryClient.getDefaultOptions()
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, gcTime: Infinity } })
  try {
    const history = createMemoryHistory({ initialEntries: [path], v5Compat: true })
    const redirectTo = await prepareLocation(queryClient, history.location)
    if (redirectTo !== null) throw new Error(`prerender: ${path} sends a guest to ${redirectTo}`)
    // A document of its own, so that React hoists the page's <title>, <meta> and preloads into its head.
    const html = renderToString(
      <html>
        <head />
        <body>
          <div id="root">
            <App queryClient={queryClient} history={history} firstReady />
          </div>
        </body>
      </html>,
    )
    const parts = /^<html><head>(.*)<\/head><body><div id="root">(.*)<\/div><\/body><\/html>$/s.exec(html)
    if (!parts) throw new Error(`prerender: unexpected markup for ${path}`)
    // React's mark for a boundary whose content failed to render here (the error is logged above): the
    // browser would show its fallback, not the page.
    if (parts[2]!.includes('<!--$!-->')) throw new Error(`prerender: part of ${path} could not render at build time`)
    return { head: parts[1]!, body: parts[2]! }
  } finally {
    queryClient.clear()
  }
}

/**
 * What makes a visitor's first screen differ from the guest's one written into the HTML: a saved session
 * (whose screens differ, or redirect) and a dismissed promotion. The page's inline script shows the loading
 * screen instead when either is there.
 */
export const FIRST_SCREEN_STORAGE = { session: AUTH_STORAGE_KEY, promoDismissed: PROMO_DISMISSED_KEY } as const
