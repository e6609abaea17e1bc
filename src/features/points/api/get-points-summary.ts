import { queryOptions, useQuery } from '@tanstack/react-query'
import { pointsKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { PointsSummary } from '../types'
import { buildPointsSummaryQuery } from './points-queries'

/** Unexpired balance, the points expiring within 30 days and the next expiry date (`points_summary()`). */
async function getPointsSummary(signal: AbortSignal): Promise<PointsSummary> {
  const { data, error } = await buildPointsSummaryQuery(db, signal)
  if (error) throw error
  return data
}

export const pointsSummaryQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: pointsKeys.summary(userId),
    queryFn: ({ signal }) => getPointsSummary(signal),
  })

export function usePointsSummary(userId: string | null | undefined) {
  return useQuery({ ...pointsSummaryQueryOptions(userId ?? ''), enabled: Boolean(userId) })
}
