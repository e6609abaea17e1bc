import { queryOptions, useQuery } from '@tanstack/react-query'
import { productKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { CatalogFacets } from '@/types/models'

/** The spec's slider ceiling when there is nothing to price (no products, or all free). */
export const DEFAULT_PRICE_CEILING = 50

async function getCatalogFacets(signal: AbortSignal): Promise<CatalogFacets> {
  // zod (~7 KB gzip) downloads while the request is under way, not on the way to the shop's first screen.
  const [{ facetsSchema }, { data, error }] = await Promise.all([
    import('./catalog-facets-schema'),
    db.rpc('catalog_facets').abortSignal(signal),
  ])
  if (error) throw error
  const facets = facetsSchema.parse(data)
  const ceiling = Math.ceil(facets.price_ceiling)
  return { ...facets, price_ceiling: ceiling > 0 ? ceiling : DEFAULT_PRICE_CEILING }
}

export const catalogFacetsQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.facets(),
    queryFn: ({ signal }) => getCatalogFacets(signal),
    retryOnMount: false,
  })

/** `enabled: false` holds the request back (the filters are not on screen yet). */
export function useCatalogFacets(enabled: boolean) {
  return useQuery({ ...catalogFacetsQueryOptions(), enabled })
}
