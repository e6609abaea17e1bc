import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { errorMessage } from '@/lib/errors'
import { productKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { ProductListFilters, ProductPage } from '@/types/models'
import { buildProductsQuery } from './products-query'

async function getProducts(filters: ProductListFilters, signal: AbortSignal): Promise<ProductPage> {
  const { data, error } = await buildProductsQuery(db, filters).abortSignal(signal)
  if (error) throw error
  if (data.length === 0 && filters.page > 1) {
    // A page past the end (an old link, or products went away) has no row to carry the total: the first
    // page tells it, and the shop moves to the last page that exists.
    const first = await buildProductsQuery(db, { ...filters, page: 1 }).abortSignal(signal)
    if (first.error) throw first.error
    return { products: [], total: first.data[0]?.total ?? 0 }
  }
  // The total rides on every row; the cards take the rest.
  return { products: data.map(({ total: _total, ...product }) => product), total: data[0]?.total ?? 0 }
}

export const productsQueryOptions = (filters: ProductListFilters) =>
  queryOptions({
    queryKey: productKeys.list(filters),
    queryFn: ({ signal }) => getProducts(filters, signal),
    // The previous page stays on screen while the next one loads: no skeleton flash, no layout shift.
    placeholderData: keepPreviousData,
    // The route loader already tried (and retried); on error the page shows its panel and Try Again.
    retryOnMount: false,
    // Spec §8: a failed fetch is also announced as a toast with the server's message.
    meta: {
      errorToast: (error) => ({
        title: 'Error Fetching Products',
        description: errorMessage(error),
        variant: 'destructive',
      }),
    },
  })

export function useProducts(filters: ProductListFilters) {
  return useQuery(productsQueryOptions(filters))
}
