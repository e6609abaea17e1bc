import type { QueryClient } from '@tanstack/react-query'
import { Seo } from '@/components/seo/seo'
import { PageShell } from '@/components/ui/page-shell'
import { productsQueryOptions } from '@/features/catalog/api/get-products'
import { ProductList } from '@/features/catalog/components/product-list'

export const clientLoader = (queryClient: QueryClient) => async () => {
  // Render with data in the common case. A failure is not a crash: the page's own error panel shows it
  // (with Try Again), so the loader swallows it instead of handing it to the route error boundary.
  await queryClient.ensureQueryData(productsQueryOptions()).catch(() => undefined)
  return null
}

export default function ShopRoute() {
  return (
    <>
      <Seo
        title="Shop Spices"
        description="Shop CasaBite's collection of premium, ethically sourced spices: single-origin peppers, seeds, chiles and house blends."
      />
      <PageShell
        title="Our Spice Collection"
        lead="Single-origin spices and small-batch blends, sourced directly and fairly from growers around the world."
      >
        <ProductList />
      </PageShell>
    </>
  )
}
