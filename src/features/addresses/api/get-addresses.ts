import { queryOptions, useQuery } from '@tanstack/react-query'
import { addressKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { Address } from '../types'
import { buildAddressesQuery } from './addresses-query'

async function getAddresses(signal: AbortSignal): Promise<Address[]> {
  const { data, error } = await buildAddressesQuery(db, signal)
  if (error) throw error
  return data
}

export const addressesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: addressKeys.list(userId),
    queryFn: ({ signal }) => getAddresses(signal),
  })

export function useAddresses(userId: string | null | undefined) {
  return useQuery({ ...addressesQueryOptions(userId ?? ''), enabled: Boolean(userId) })
}
