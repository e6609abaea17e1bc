import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { errorMessage, isPostgrestErrorLike } from '@/lib/errors'
import { productKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { ProductListFilters, ProductPage } from '@/types/models'
import { buildProductsQuery } from './products-query'

const isRangeError = (error: unknown) => isPostgrestErrorLike(error) && error.code === 'PGRST103'

async function getProducts(filters: ProductListFilters, signal: AbortSignal): Promise<ProductPage> {
  const { data, count, error } = await buildProductsQuery(db, filters).abortSignal(signal)
  if (error && isRangeError(error) && filters.page > 1) {
    // A page past the end (an old link, or products went away): report the total with no rows, and the
    // page moves to the last one that exists.
    const { count: total, error: countError } = await buildProductsQuery(db, { ...filters, page: 1 })
      .limit(1)
      .abortSignal(signal)
    if (countError) throw countError
    return { products: [], total: total ?? 0 }
  }
  if (error) throw error
  return { products: data, total: count ?? data.length }
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
