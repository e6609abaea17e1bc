import { queryOptions, useQuery } from '@tanstack/react-query'
import { db } from '@/lib/supabase'
import { adminKeys, type DashboardDays } from '@/lib/query-keys'
import { buildAdminDashboardQuery } from './admin-dashboard-query'
import { parseDashboard, type AdminDashboard } from './parse-dashboard'

async function getAdminDashboard(days: DashboardDays, signal: AbortSignal): Promise<AdminDashboard> {
  const { data, error } = await buildAdminDashboardQuery(db, days, signal)
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
