import { ErrorPanel } from '@/components/errors/error-panel'
import { Button, ButtonLink } from '@/components/ui/button'
import { JarMark } from '@/components/ui/icons'
import { paths } from '@/config/paths'

export function CatalogError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ErrorPanel title="Oops! Something went wrong" actions={<Button onClick={onRetry}>Try Again</Button>}>
      <p>We couldn't load the spices. Error: {message}</p>
    </ErrorPanel>
  )
}

export function EmptyCatalog() {
  return (
    <div className="rounded-2xl border border-brand-100 bg-white p-10 text-center">
      <JarMark className="mx-auto size-16" />
      <h2 className="mt-4 text-2xl font-bold">Our Spice Rack is Currently Empty</h2>
      <p className="mt-2 text-ink-muted">New arrivals are on their way. Please check back soon.</p>
      <ButtonLink to={paths.home.getHref()} variant="secondary" className="mt-6">
        Return Home
      </ButtonLink>
    </div>
  )
}

export function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <div className="rounded-2xl border border-brand-100 bg-white p-10 text-center">
      <h2 className="text-2xl font-bold">No Spices Match Your Filters</h2>
      <p className="mt-2 text-ink-muted">Try another search term, or loosen a filter or the price range.</p>
      <Button onClick={onClear} className="mt-6">
        Clear Filters &amp; See All
      </Button>
    </div>
  )
}
