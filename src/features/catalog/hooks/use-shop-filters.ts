import { useCallback, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { ProductListFilters } from '@/types/models'
import { applyFilterChange, normalizeShopFilters, parseShopFilters, toShopSearchParams } from '../lib/shop-filters'

type FilterUpdate = (current: ProductListFilters) => ProductListFilters

/**
 * The shop's filter state, read from the URL and written back to it. Every write REPLACES the history entry
 * (spec §2): Back leaves the shop instead of stepping through filter changes.
 *
 * A URL change reaches the screen only when the router's navigation settles (it re-runs the route loader,
 * in a transition), so the state just written is held until then: a ticked checkbox shows ticked at once,
 * the query for it starts at once, and two quick changes build on each other rather than on the old URL.
 */
export function useShopFilters() {
  const [searchParams, setSearchParams] = useSearchParams()
  const search = searchParams.toString()
  const fromUrl = useMemo(() => parseShopFilters(new URLSearchParams(search)), [search])
  const [pending, setPending] = useState<{ from: string; filters: ProductListFilters } | null>(null)
  // Once the URL moves on, it is the truth again (it holds what was pending, or a newer navigation's state).
  const filters = pending && pending.from === search ? pending.filters : fromUrl

  const update = useCallback(
    (next: FilterUpdate) => {
      const nextFilters = normalizeShopFilters(next(filters))
      setPending({ from: search, filters: nextFilters })
      setSearchParams(toShopSearchParams(nextFilters, new URLSearchParams(search)), {
        replace: true,
        // The shop scrolls itself where it should (to the top on a page change, nowhere on a filter change).
        preventScrollReset: true,
      })
    },
    [filters, search, setSearchParams],
  )

  /** A change of search, filters or sort; the page goes back to 1. */
  const changeFilters = useCallback(
    (change: Partial<ProductListFilters> | FilterUpdate) =>
      update((current) => (typeof change === 'function' ? change(current) : applyFilterChange(current, change))),
    [update],
  )

  const setPage = useCallback((page: number) => update((current) => ({ ...current, page })), [update])

  return { filters, changeFilters, setPage }
}
