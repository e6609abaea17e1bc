import type { QueryClient } from '@tanstack/react-query'
import type { RouteLoaderArgs } from '../../route-objects'
import { Seo } from '@/components/seo/seo'
import { PageShell } from '@/components/ui/page-shell'
import { catalogFacetsQueryOptions } from '@/features/catalog/api/get-catalog-facets'
import { productsQueryOptions } from '@/features/catalog/api/get-products'
import { ShopCatalog } from '@/features/catalog/components/shop-catalog'
import { SIDEBAR_MEDIA_QUERY } from '@/features/catalog/lib/grid'
import { parseShopFilters } from '@/features/catalog/lib/shop-filters'

/**
 * Starts the catalog (and facet) requests as soon as the route matches, without waiting for them: the page
 * shows its 12 skeleton cards meanwhile (spec), and since every filter change re-runs this loader, waiting
 * here would hold each new URL back until the database answered. Failures show in the page's own panel.
 */
export const clientLoader =
  (queryClient: QueryClient) =>
  ({ request }: RouteLoaderArgs) => {
    const filters = parseShopFilters(new URL(request.url).searchParams)
    void queryClient.prefetchQuery(productsQueryOptions(filters))
    // The filter values only when the sidebar shows them; a phone's drawer asks for them later (ShopCatalog).
    if (window.matchMedia?.(SIDEBAR_MEDIA_QUERY).matches ?? true)
      void queryClient.prefetchQuery(catalogFacetsQueryOptions())
    return null
  }

export default function ShopRoute() {
  return (
    <>
      <Seo
        title="Shop Spices"
        description="Shop CasaBite's collection of premium, ethically sourced spices: single-origin peppers, seeds, chiles and house blends, filtered by type, cuisine, rarity and price."
      />
      <PageShell
        title="Our Spice Collection"
        lead="Single-origin spices and small-batch blends, sourced directly and fairly from growers around the world."
      >
        <ShopCatalog />
      </PageShell>
    </>
  )
}
