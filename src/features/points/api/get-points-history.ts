import { queryOptions, useQuery } from '@tanstack/react-query'
import { pointsKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { PointsHistoryEntry } from '../types'
import { buildPointsHistoryQuery } from './points-queries'

/** The signed-in customer's Flavor Points history, newest first (`points_history()`). */
async function getPointsHistory(signal: AbortSignal): Promise<PointsHistoryEntry[]> {
  const { data, error } = await buildPointsHistoryQuery(db, signal)
  if (error) throw error
  return data
}

export const pointsHistoryQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: pointsKeys.history(userId),
    queryFn: ({ signal }) => getPointsHistory(signal),
  })

export function usePointsHistory(userId: string | null | undefined) {
  return useQuery({ ...pointsHistoryQueryOptions(userId ?? ''), enabled: Boolean(userId) })
}
