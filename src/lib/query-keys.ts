import type { ProductListFilters } from '@/types/models'

/**
 * Every query key of the app (TkDodo's factories). Each domain has one root, so
 * `invalidateQueries({ queryKey: productKeys.all })` refreshes lists and details alike,
 * and `productKeys.lists()` only the lists (e.g. on a realtime insert).
 */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (filters: ProductListFilters) => [...productKeys.lists(), filters] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (slugOrId: string) => [...productKeys.details(), slugOrId] as const,
}
