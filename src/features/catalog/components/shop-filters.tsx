import { useMediaQuery } from '@/hooks/use-media-query'
import { usePageSettled } from '@/hooks/use-page-settled'
import type { ProductListFilters } from '@/types/models'
import { useCatalogFacets } from '../api/get-catalog-facets'
import { SIDEBAR_MEDIA_QUERY } from '../lib/grid'
import { FilterDrawer } from './filter-drawer'
import { FilterPanel, FilterPanelSkeleton, FiltersUnavailable } from './filter-panel'

interface ShopFiltersProps {
  filters: ProductListFilters
  onChange: (next: Partial<ProductListFilters>) => void
  onClear: () => void
  drawerOpen: boolean
  onCloseDrawer: () => void
  /** The results the current filters give, for the drawer's footer button. */
  resultCount: number | null
}

/**
 * The filter panel: a sidebar from Tailwind's `lg` width, a drawer below it. Its facet values live here,
 * so their arrival re-renders the filters and not the product grid.
 *
 * A phone never shows the sidebar, so it does not build it (dozens of inputs) for nothing: the panel exists
 * there only while the drawer is open. It asks for the filter values once the page has loaded and the
 * browser is idle, or when the drawer opens if that is sooner.
 */
export function ShopFilters({ filters, onChange, onClear, drawerOpen, onCloseDrawer, resultCount }: ShopFiltersProps) {
  const sidebar = useMediaQuery(SIDEBAR_MEDIA_QUERY)
  const pageSettled = usePageSettled()
  const facets = useCatalogFacets(sidebar || drawerOpen || pageSettled)

  let panel
  if (facets.data) {
    panel = <FilterPanel filters={filters} facets={facets.data} onChange={onChange} onClear={onClear} />
  } else if (facets.isError && !facets.isFetching) {
    panel = <FiltersUnavailable onRetry={() => void facets.refetch()} />
  } else {
    panel = <FilterPanelSkeleton />
  }

  return (
    <>
      {sidebar ? (
        <aside aria-labelledby="shop-filters-heading" className="hidden lg:block">
          <h2 id="shop-filters-heading" className="text-xl font-bold">
            Filters
          </h2>
          <div className="mt-4">{panel}</div>
        </aside>
      ) : null}
      {/* A modal <dialog> sits in the top layer when open and takes no room when closed. */}
      <FilterDrawer open={drawerOpen} onClose={onCloseDrawer} resultCount={resultCount}>
        {panel}
      </FilterDrawer>
    </>
  )
}
