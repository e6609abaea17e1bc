import { whenSettled } from '@/lib/when-settled'
import { toast } from '@/stores/toast'
import { checkConnection } from './api/check-connection'
import { CONNECTION_TOASTS, connectionIssueToast } from './connection-toasts'

/**
 * The start-up connection check (spec §7): once the page has settled, ask the database a count-only
 * question and say how it went: a failure to everyone, "Supabase Connected" in development builds only.
 * It waits for the page to settle so it never delays the first paint or competes with the page's data.
 */
export async function startConnectionCheck(): Promise<void> {
  await whenSettled()
  let result
  try {
    result = await checkConnection()
  } catch {
    // The client has no usable configuration.
    toast(CONNECTION_TOASTS.clientNotReady)
    return
  }
  if (!result.ok) toast(connectionIssueToast(result.message))
  else if (import.meta.env.DEV) toast(CONNECTION_TOASTS.connected)
}
