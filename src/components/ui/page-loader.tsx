/** Shown while the first route's code and data load (data-page-loader: the page has not settled yet, see main.tsx). */
export function PageLoader() {
  return (
    <div
      role="status"
      data-page-loader=""
      className="flex min-h-screen flex-col items-center justify-center gap-3 text-ink-muted"
    >
      <span
        aria-hidden="true"
        className="size-10 rounded-full border-4 border-brand-100 border-t-brand-700 motion-safe:animate-spin"
      />
      <span>Loading CasaBite…</span>
    </div>
  )
}
