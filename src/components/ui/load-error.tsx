type LoadErrorProps = { onRetry: () => void } & (
  | {
      /** A section's own words, ending with a full stop; offers to "Try again". */
      message: string
    }
  | {
      /** What failed ("products"): says "Error loading products: {the error}" with Retry (the admin spec's words). */
      what: string
      error: Error
    }
)

/** A list or section that failed to load: says so and offers to load it again. */
export function LoadError(props: LoadErrorProps) {
  const named = 'what' in props
  return (
    <p role="alert" className="text-danger-700">
      {named ? `Error loading ${props.what}: ${props.error.message}` : props.message}{' '}
      <button type="button" className="font-semibold underline" onClick={props.onRetry}>
        {named ? 'Retry' : 'Try again'}
      </button>
    </p>
  )
}
