import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { productKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import { toast } from '@/stores/toast'
import type { ProductRow } from '@/types/models'
import { cachedProducts, completeProduct } from './local-catalog'

/** The spec: up to 4 products of the same type under "You Might Also Like". */
export const RELATED_PRODUCTS_LIMIT = 4

export type RelatedProduct = Pick<
  ProductRow,
  'id' | 'product_name' | 'product_slug' | 'price' | 'main_image_url' | 'category_type' | 'short_description'
>

const RELATED_COLUMNS = 'id, product_name, product_slug, price, main_image_url, category_type, short_description'

interface RelatedVariables {
  id: string
  slug: string
  categoryType: string
}

async function getRelatedProducts(vars: RelatedVariables, signal: AbortSignal): Promise<RelatedProduct[]> {
  const { data, error } = await db
    .from('products')
    .select(RELATED_COLUMNS)
    .eq('is_active', true)
    .eq('category_type', vars.categoryType)
    .neq('id', vars.id)
    .neq('product_slug', vars.slug)
    .order('rating', { ascending: false })
    .order('product_name')
    .limit(RELATED_PRODUCTS_LIMIT)
    .abortSignal(signal)
  if (error) throw error
  return data
}

/** The spec's fallback when the related query fails: same-type products from the cached catalog. */
function localRelatedProducts(queryClient: QueryClient, vars: RelatedVariables): RelatedProduct[] {
  return cachedProducts(queryClient)
    .map(completeProduct)
    .filter(
      (p) => p.is_active && p.category_type === vars.categoryType && p.id !== vars.id && p.product_slug !== vars.slug,
    )
    .slice(0, RELATED_PRODUCTS_LIMIT)
}

async function getRelatedWithFallback(queryClient: QueryClient, vars: RelatedVariables, signal: AbortSignal) {
  try {
    return await getRelatedProducts(vars, signal)
  } catch (error) {
    if (signal.aborted) throw error
    toast({
      title: 'Could not load related spices',
      description: 'Showing suggestions from the spices already loaded.',
      variant: 'destructive',
    })
    return localRelatedProducts(queryClient, vars)
  }
}

export const relatedProductsQueryOptions = (queryClient: QueryClient, slugOrId: string, vars: RelatedVariables) =>
  queryOptions({
    queryKey: productKeys.related(slugOrId),
    queryFn: ({ signal }) => getRelatedWithFallback(queryClient, vars, signal),
    // The fallback already answers a failure; retrying would only delay it.
    retry: false,
  })

export function useRelatedProducts(slugOrId: string, vars: RelatedVariables, { enabled = true } = {}) {
  const queryClient = useQueryClient()
  return useQuery({ ...relatedProductsQueryOptions(queryClient, slugOrId, vars), enabled })
}
