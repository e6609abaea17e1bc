import { queryOptions, useQuery } from '@tanstack/react-query'
import { productKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'
import type { ProductSummary } from '@/types/models'

/** No variables yet: the catalogue issue adds search, facets, sort and range here and in the key. */
type GetProductsVariables = Record<string, never>

async function getProducts(_vars: GetProductsVariables, signal: AbortSignal): Promise<ProductSummary[]> {
  const { data, error } = await supabase
    .from('products')
    .select('id, product_name, product_slug, price, main_image_url')
    .eq('is_active', true)
    .order('product_name')
    .abortSignal(signal)
  if (error) throw error
  return data
}

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.list({}),
    queryFn: ({ signal }) => getProducts({}, signal),
    // The route loader already tried (and retried); on error the page shows its panel and Try Again.
    retryOnMount: false,
  })

export function useProducts() {
  return useQuery(productsQueryOptions())
}
