import { ErrorPanel } from '@/components/errors/error-panel'
import { Button, ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/errors'
import { useProducts } from '../api/get-products'
import { ProductCard } from './product-card'
import { ProductGridSkeleton } from './product-grid-skeleton'

/** The active catalogue, with the spec's loading, error and empty states. */
export function ProductList() {
  const products = useProducts()

  if (products.isPending || (products.isError && products.isFetching)) {
    return <ProductGridSkeleton />
  }

  if (products.isError) {
    return (
      <ErrorPanel
        title="Oops! Something went wrong"
        actions={<Button onClick={() => void products.refetch()}>Try Again</Button>}
      >
        <p>We couldn't load the spices. Error: {errorMessage(products.error)}</p>
      </ErrorPanel>
    )
  }

  if (products.data.length === 0) {
    return (
      <div className="rounded-2xl border border-brand-100 bg-white p-10 text-center">
        <h2 className="text-2xl font-bold">Our Spice Rack is Currently Empty</h2>
        <p className="mt-2 text-ink-muted">New arrivals are on their way. Please check back soon.</p>
        <ButtonLink to={paths.home.getHref()} variant="secondary" className="mt-6">
          Return Home
        </ButtonLink>
      </div>
    )
  }

  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {products.data.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  )
}
