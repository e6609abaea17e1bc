import { buttonClasses } from '@/components/ui/button-classes'
import { errorMessage } from '@/lib/errors'

/**
 * What a rendering crash shows instead of a blank page (the spec's wording). Plain anchors and a full
 * reload, because the router or the app state itself may be what broke.
 */
export function CrashScreen({ error }: { error: unknown }) {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <h1 className="text-3xl font-bold sm:text-4xl">Oops! Something went wrong</h1>
      <p className="mt-4 text-lg text-ink-muted">We're sorry for the inconvenience. Please try refreshing the page.</p>
      {import.meta.env.DEV ? (
        <pre className="mt-6 max-w-full overflow-x-auto rounded-md bg-white p-3 text-left text-sm text-danger-700">
          {errorMessage(error)}
        </pre>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          Refresh the page
        </button>
        <a href="/" className={buttonClasses({ variant: 'secondary' })}>
          Back to Home
        </a>
      </div>
    </div>
  )
}
