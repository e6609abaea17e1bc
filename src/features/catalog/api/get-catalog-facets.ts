import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { productKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { CatalogFacets } from '@/types/models'

/** The spec's slider ceiling when there is nothing to price (no products, or all free). */
export const DEFAULT_PRICE_CEILING = 50

const facetValues = <T extends z.ZodMiniType>(value: T) =>
  z.array(z.object({ value, count: z.number().check(z.int(), z.nonnegative()) }))

// `catalog_facets()` returns jsonb, typed as Json: its shape is checked here rather than trusted.
const facetsSchema = z.object({
  category_types: facetValues(z.string()),
  cuisines: facetValues(z.string()),
  rarities: facetValues(z.string()),
  organic: facetValues(z.boolean()),
  product_count: z.number(),
  price_ceiling: z.number(),
})

async function getCatalogFacets(signal: AbortSignal): Promise<CatalogFacets> {
  const { data, error } = await db.rpc('catalog_facets').abortSignal(signal)
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

export function useCatalogFacets() {
  return useQuery(catalogFacetsQueryOptions())
}
