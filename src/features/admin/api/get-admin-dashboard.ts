import { queryOptions, useQuery } from '@tanstack/react-query'
import { db } from '@/lib/supabase'
import { adminKeys, type DashboardDays } from '@/lib/query-keys'
import { parseDashboard, type AdminDashboard } from './parse-dashboard'

/** The dashboard's figures over the last `days` days (UTC), in one call (rpc admin_dashboard, admins only). */
async function getAdminDashboard(days: DashboardDays, signal: AbortSignal): Promise<AdminDashboard> {
  const { data, error } = await db.rpc('admin_dashboard', { p_days: days }).abortSignal(signal)
  if (error) throw error
  return parseDashboard(data)
}

export const adminDashboardQueryOptions = (days: DashboardDays) =>
  queryOptions({
    queryKey: adminKeys.dashboard(days),
    queryFn: ({ signal }) => getAdminDashboard(days, signal),
  })

export function useAdminDashboard(days: DashboardDays) {
  return useQuery(adminDashboardQueryOptions(days))
}
