import { queryOptions, useQuery } from '@tanstack/react-query'
import { NotFoundError } from '@/lib/errors'
import { productLookupColumn } from '@/lib/product-id'
import { db } from '@/lib/supabase'
import type { ProductRow } from '@/types/models'
import { adminKeys } from '@/lib/query-keys'

/**
 * One product, active or not, by id or slug, for the edit form. Its updated_at is what the save hands back to
 * admin_update_product, which refuses the save when the product changed in between.
 */
async function getAdminProduct(productId: string, signal: AbortSignal): Promise<ProductRow> {
  const { data, error } = await db
    .from('products')
    .select('*')
    .eq(productLookupColumn(productId), productId)
    .abortSignal(signal)
    .maybeSingle()
  if (error) throw error
  if (!data) throw new NotFoundError('Product could not be loaded for editing.')
  return data
}

export const adminProductQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: adminKeys.product(productId),
    queryFn: ({ signal }) => getAdminProduct(productId, signal),
  })

export function useAdminProduct(productId: string) {
  return useQuery(adminProductQueryOptions(productId))
}
