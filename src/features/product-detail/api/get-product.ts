import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { NotFoundError } from '@/lib/errors'
import { productKeys } from '@/lib/query-keys'
import { isTransientError } from '@/lib/query-client'
import { db } from '@/lib/supabase'
import { toast } from '@/stores/toast'
import type { ProductRow } from '@/types/models'
import { findCachedProduct } from './local-catalog'
import { buildProductQuery } from './product-query'

export interface ProductDetail {
  product: ProductRow
  /** True when the database could not give the product and the cached catalog did (spec: "Using Local Data"). */
  fromLocalData: boolean
}

async function getProduct(slugOrId: string, signal: AbortSignal): Promise<ProductRow> {
  if (!slugOrId) throw new NotFoundError('No product ID or slug provided.')
  const { data, error } = await buildProductQuery(db, slugOrId, signal)
  if (error) throw error
  if (!data) throw new NotFoundError(`Product with ID/slug ${slugOrId} not found in database or local fallback.`)
  return data
}

/**
 * The product, or the spec's fallback: when the row is missing or the service is unreachable, the
 * catalog already in the cache answers (with a "Using Local Data" toast). Other errors surface as they are.
 */
async function getProductDetail(queryClient: QueryClient, slugOrId: string, signal: AbortSignal) {
  try {
    return { product: await getProduct(slugOrId, signal), fromLocalData: false } satisfies ProductDetail
  } catch (error) {
    if (signal.aborted || !(error instanceof NotFoundError || isTransientError(error))) throw error
    // The database said "no such active product": only the catalog the shopper already saw may answer,
    // not this page's own earlier copy (which would keep a retired product on screen). When the service
    // is unreachable, any copy we hold is better than nothing.
    const scope = error instanceof NotFoundError ? productKeys.lists() : productKeys.all
    const cached = findCachedProduct(queryClient, slugOrId, scope)
    if (!cached) throw error
    toast({
      title: 'Using Local Data',
      description: 'We could not reach our product service, so this page shows the details we already had.',
    })
    return { product: cached, fromLocalData: true } satisfies ProductDetail
  }
}

export const productDetailQueryOptions = (queryClient: QueryClient, slugOrId: string) =>
  queryOptions({
    queryKey: productKeys.detail(slugOrId),
    queryFn: ({ signal }) => getProductDetail(queryClient, slugOrId, signal),
    // Local data is a stopgap: the next visit asks the database again.
    staleTime: (query) => (query.state.data?.fromLocalData ? 0 : 60_000),
    retryOnMount: false,
  })

export function useProductDetail(slugOrId: string) {
  const queryClient = useQueryClient()
  return useQuery(productDetailQueryOptions(queryClient, slugOrId))
}
