import { whenSettled } from '@/lib/when-settled'
import { toast } from '@/stores/toast'
import { CONNECTION_TOASTS, connectionIssueToast } from './connection-toasts'

/**
 * The start-up connection check (spec §7): once the page has settled, ask the database a count-only
 * question and say so when it cannot answer. The check and the Supabase client it needs load only then,
 * so it never delays the first paint or adds to the first visit's critical JavaScript. "Supabase
 * Connected" shows in development builds only; the failures show to everyone.
 */
export async function startConnectionCheck(): Promise<void> {
  await whenSettled()
  let check: typeof import('./api/check-connection').checkConnection
  try {
    ;({ checkConnection: check } = await import('./api/check-connection'))
  } catch {
    // The client could not be created (its chunk did not load, or it refused its configuration).
    toast(CONNECTION_TOASTS.clientNotReady)
    return
  }
  const result = await check()
  if (!result.ok) toast(connectionIssueToast(result.message))
  else if (import.meta.env.DEV) toast(CONNECTION_TOASTS.connected)
}
