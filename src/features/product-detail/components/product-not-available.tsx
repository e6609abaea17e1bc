import { ButtonLink, Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { NotFoundError, errorMessage } from '@/lib/errors'

interface ProductNotAvailableProps {
  error: unknown
  onRetry: () => void
}

/** The spec's panel for a missing, inactive or unreachable product; a failure (not a miss) can be retried. */
export function ProductNotAvailable({ error, onRetry }: ProductNotAvailableProps) {
  const notFound = error instanceof NotFoundError
  return (
    <div className="mx-auto w-full max-w-content px-4 py-14 sm:px-6">
      <div role="alert" className="rounded-2xl border border-danger-700/30 bg-danger-50 p-6 text-center sm:p-10">
        <h1 className="text-3xl font-bold text-danger-700">Product Not Available</h1>
        <p className="mx-auto mt-3 max-w-xl">
          {notFound
            ? 'This spice is not in our collection right now. It may have sold out for the season or moved to a new page.'
            : `We couldn't load this spice. Error: ${errorMessage(error)}`}
        </p>
        {/* The spec's own wording of the miss ("Product with ID/slug ... not found ..."), for the curious. */}
        {notFound ? <p className="mx-auto mt-2 max-w-xl text-sm break-words">{errorMessage(error)}</p> : null}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.shop.getHref()}>Browse Other Spices</ButtonLink>
          {notFound ? null : (
            <Button variant="secondary" onClick={onRetry}>
              Try Again
            </Button>
          )}
        </div>
      </div>
    </div>
  )
}
