import { queryOptions, useQuery } from '@tanstack/react-query'
import { pointsKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'

/** The signed-in buyer's Flavor Points that have not expired (rpc points_balance). */
async function getPointsBalance(signal: AbortSignal): Promise<number> {
  const { data, error } = await db.rpc('points_balance').abortSignal(signal)
  if (error) throw error
  return data ?? 0
}

export const pointsBalanceQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: pointsKeys.balance(userId),
    queryFn: ({ signal }) => getPointsBalance(signal),
  })

export function usePointsBalance(userId: string | null) {
  return useQuery({ ...pointsBalanceQueryOptions(userId ?? ''), enabled: userId !== null })
}
