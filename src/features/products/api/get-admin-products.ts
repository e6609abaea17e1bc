import { queryOptions, useQuery } from '@tanstack/react-query'
import { db } from '@/lib/supabase'
import { adminKeys } from '@/lib/query-keys'
import { buildAdminProductsQuery } from './admin-products-query'

async function getAdminProducts(signal: AbortSignal) {
  const { data, error } = await buildAdminProductsQuery(db, signal)
  if (error) throw error
  return data
}

export type AdminProductListRow = Awaited<ReturnType<typeof getAdminProducts>>[number]

export const adminProductsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.productList(),
    queryFn: ({ signal }) => getAdminProducts(signal),
  })

export function useAdminProducts() {
  return useQuery(adminProductsQueryOptions())
}
