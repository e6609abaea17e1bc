import { useCallback, useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useLiveQueries } from '@/hooks/use-live-queries'
import { errorMessage } from '@/lib/errors'
import { productKeys } from '@/lib/query-keys'
import { toast } from '@/stores/toast'
import type { ProductListFilters } from '@/types/models'
import { useProducts } from '../api/get-products'
import { useShopFilters } from '../hooks/use-shop-filters'
import { GRID_CLASSES } from '../lib/grid'
import {
  clearFilters,
  clearFiltersAndSearch,
  hasActiveFilters,
  pageCount,
  pageRange,
  PRODUCTS_PER_PAGE,
} from '../lib/shop-filters'
import { CatalogError, EmptyCatalog, NoMatches } from './catalog-states'
import { Pagination } from './pagination'
import { ProductCard } from './product-card'
import { ProductGridSkeleton } from './product-grid-skeleton'
import { ShopFilters } from './shop-filters'
import { SearchBox } from './search-box'
import { SortSelect } from './sort-select'

/** Cards in the first row on the widest grid: their images load at once, the rest lazily. */
const FIRST_ROW = 3

function activeFilterCount(filters: ProductListFilters): number {
  return (
    filters.category_types.length +
    filters.cuisines.length +
    filters.is_organic.length +
    filters.rarities.length +
    (filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0)
  )
}

function countText(total: number, page: number): string {
  if (total === 0) return 'No spices found'
  const { from } = pageRange(page)
  const to = Math.min(from + PRODUCTS_PER_PAGE, total)
  const noun = total === 1 ? 'spice' : 'spices'
  return total <= PRODUCTS_PER_PAGE ? `Showing ${total} ${noun}` : `Showing ${from + 1}–${to} of ${total} ${noun}`
}

/**
 * The shop: search, sort, filters (a sidebar on wide screens, a drawer on small ones), the grid and its
 * pagination. All state lives in the URL (useShopFilters); the database filters, counts and pages.
 */
export function ShopCatalog() {
  const { filters, changeFilters, setPage } = useShopFilters()
  const products = useProducts(filters)
  // The live catalog (spec §4, §7): a burst of changes (an admin saving several products) gives one
  // refetch of the lists and facets, and one toast; a lost connection is reported once per outage.
  useLiveQueries({
    channel: 'products-catalogue',
    table: 'products',
    settleMs: 300,
    invalidate: [productKeys.lists(), productKeys.facets()],
    onRefresh: () =>
      toast({
        pageBound: true,
        title: 'Product list updated!',
        description: 'Our spice collection has been refreshed.',
      }),
    onFailure: () =>
      toast({
        pageBound: true,
        title: 'Subscription Error',
        description: 'Lost connection to live product updates. Please refresh.',
        variant: 'destructive',
      }),
  })

  const [drawerOpen, setDrawerOpen] = useState(false)
  const closeDrawer = useCallback(() => setDrawerOpen(false), [])
  const resultsRef = useRef<HTMLParagraphElement>(null)

  const search = useCallback((searchTerm: string) => changeFilters({ searchTerm }), [changeFilters])
  const changeSort = useCallback(
    (sortOrder: ProductListFilters['sortOrder']) => changeFilters({ sortOrder }),
    [changeFilters],
  )
  const change = useCallback((next: Partial<ProductListFilters>) => changeFilters(next), [changeFilters])
  const clear = useCallback(() => changeFilters(clearFilters), [changeFilters])
  const clearAll = useCallback(() => changeFilters(clearFiltersAndSearch), [changeFilters])

  const afterPageChange = useCallback(() => {
    window.scrollTo({ top: 0 })
    // Keyboard and screen-reader users continue from the new results, not from the pagination at the bottom.
    resultsRef.current?.focus({ preventScroll: true })
  }, [])

  // A page past the end (an old link; products went away): show the last page that exists instead.
  const total = products.data?.total
  const lastPage = total === undefined ? null : pageCount(total)
  const settled = products.isSuccess && !products.isPlaceholderData
  useEffect(() => {
    if (settled && lastPage !== null && filters.page > lastPage) setPage(lastPage)
  }, [settled, lastPage, filters.page, setPage])

  const activeCount = activeFilterCount(filters)

  let results
  if (products.isPending || (products.isError && products.isFetching)) {
    results = <ProductGridSkeleton />
  } else if (products.isError) {
    results = <CatalogError message={errorMessage(products.error)} onRetry={() => void products.refetch()} />
  } else if (products.data.total === 0 && !filters.searchTerm && !hasActiveFilters(filters)) {
    results = <EmptyCatalog />
  } else if (products.data.total === 0) {
    results = <NoMatches onClear={clearAll} />
  } else {
    results = (
      <ul
        aria-busy={products.isPlaceholderData}
        className={`${GRID_CLASSES} transition-opacity ${products.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {products.data.products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} priority={index < FIRST_ROW} />
          </li>
        ))}
      </ul>
    )
  }

  return (
    <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
      <ShopFilters
        filters={filters}
        onChange={change}
        onClear={clear}
        drawerOpen={drawerOpen}
        onCloseDrawer={closeDrawer}
        resultCount={products.data?.total ?? null}
      />

      <section aria-labelledby="shop-results-heading">
        <h2 id="shop-results-heading" className="sr-only">
          Spices
        </h2>
        <SearchBox value={filters.searchTerm} onSearch={search} />
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-b border-brand-100 pb-4">
          <p
            ref={resultsRef}
            tabIndex={-1}
            aria-live="polite"
            // A line of its own on phones, whether or not the count has arrived: its text never re-wraps the row.
            className="min-h-6 basis-full text-sm font-semibold text-ink-muted focus:outline-none sm:basis-auto"
          >
            {products.data ? countText(products.data.total, filters.page) : ''}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" className="lg:hidden" onClick={() => setDrawerOpen(true)}>
              Filters{activeCount > 0 ? ` (${activeCount})` : ''}
            </Button>
            <SortSelect value={filters.sortOrder} onChange={changeSort} />
          </div>
        </div>
        <div className="mt-6">{results}</div>
        {products.data && !products.isError ? (
          <Pagination page={filters.page} totalPages={pageCount(products.data.total)} onNavigate={afterPageChange} />
        ) : null}
      </section>
    </div>
  )
}
