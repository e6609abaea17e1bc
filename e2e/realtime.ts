import type { Page } from '@playwright/test'

/**
 * Resolves once the page has joined a Realtime channel the app named `name` (the server's phx_reply "ok").
 * The app gives every subscription a topic of its own, `name:<n>` (src/lib/supabase.ts, openChannel).
 * Call it before the page opens its socket.
 */
export function channelJoined(page: Page, name: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString('utf8')
        if (text.includes(`"realtime:${name}:`) && text.includes('"phx_reply"') && text.includes('"status":"ok"')) {
          resolve()
        }
      })
    })
  })
}
