import { Button, ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { describeOrderError } from '../lib/order-errors'

interface OrderNotFoundProps {
  error: unknown
  onRetry: () => void
}

/** The spec's error view: Order Not Found with Go to Homepage; a failure that is not a miss can be retried. */
export function OrderNotFound({ error, onRetry }: OrderNotFoundProps) {
  const { kind, summary, detail } = describeOrderError(error)
  return (
    <div className="mx-auto w-full max-w-content px-4 py-14 sm:px-6">
      <div role="alert" className="rounded-2xl border border-danger-700/30 bg-danger-50 p-6 text-center sm:p-10">
        <h1 className="text-3xl font-bold text-danger-700">Order Not Found</h1>
        <p className="mx-auto mt-3 max-w-xl">{summary}</p>
        {detail ? <p className="mx-auto mt-2 max-w-xl text-sm break-words">{detail}</p> : null}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.home.getHref()}>Go to Homepage</ButtonLink>
          {kind === 'not-found' ? null : (
            <Button variant="secondary" onClick={onRetry}>
              Try Again
            </Button>
          )}
        </div>
      </div>
    </div>
  )
}
