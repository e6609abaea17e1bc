import { useNavigationPending } from '@/lib/navigation-pending'

/** A thin bar while the next route's code or data loads (the old page stays on screen meanwhile). */
export function NavigationProgress() {
  if (!useNavigationPending()) return null
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100">
      <span className="sr-only">Loading page…</span>
      <div aria-hidden="true" className="h-full w-1/3 bg-brand-700 motion-safe:animate-pulse" />
    </div>
  )
}
