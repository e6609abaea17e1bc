import { queryOptions, useQuery } from '@tanstack/react-query'
import { db } from '@/lib/supabase'
import { adminKeys } from '@/lib/query-keys'

/**
 * The admin product list's columns (the spec's), the thumbnail and sizes (for low stock), and updated_at for
 * the edit form's concurrency check.
 */
export const ADMIN_PRODUCT_LIST_COLUMNS =
  'id, product_name, category_type, cuisine, price, inventory_count, is_active, product_slug, main_image_url, available_sizes, updated_at'

/** Every product, active or not (RLS gives admins all), by name. */
async function getAdminProducts(signal: AbortSignal) {
  const { data, error } = await db
    .from('products')
    .select(ADMIN_PRODUCT_LIST_COLUMNS)
    .order('product_name')
    .order('id')
    .abortSignal(signal)
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
