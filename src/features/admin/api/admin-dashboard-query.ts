import type { PostgrestClient } from '@supabase/postgrest-js'
import type { DashboardDays } from '@/lib/query-keys'
import type { Database } from '@/types/supabase'

// Apart from the app's client (lib/supabase), as the catalogue's query is: index.html's early read
// (scripts/vite/early-read.ts) builds the very same request.

/** The period the dashboard opens on (its loader asks for the same). */
export const DEFAULT_DASHBOARD_DAYS: DashboardDays = 30

/** The dashboard's figures over the last `days` days (UTC), in one call (rpc admin_dashboard, admins only). */
export function buildAdminDashboardQuery(client: PostgrestClient<Database>, days: DashboardDays, signal: AbortSignal) {
  return client.rpc('admin_dashboard', { p_days: days }).abortSignal(signal)
}
