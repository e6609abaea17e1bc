import { Skeleton } from '@/components/ui/skeleton'

const PLACEHOLDERS = Array.from({ length: 12 }, (_, index) => index)

/** The spec's loading state: 12 skeleton cards in the same grid as the products. */
export function ProductGridSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading spices…</span>
      <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {PLACEHOLDERS.map((index) => (
          <li key={index} className="overflow-hidden rounded-2xl border border-brand-100 bg-white">
            <Skeleton className="aspect-square rounded-none" />
            <div className="space-y-2 p-4">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/4" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
