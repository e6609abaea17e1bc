/** Shown while the first route's code and data load. */
export function PageLoader() {
  return (
    <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-ink-muted">
      <span
        aria-hidden="true"
        className="size-10 rounded-full border-4 border-brand-100 border-t-brand-700 motion-safe:animate-spin"
      />
      <span>Loading CasaBite…</span>
    </div>
  )
}
