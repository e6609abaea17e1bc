import { Skeleton } from '@/components/ui/skeleton'
import { GRID_CLASSES } from '../lib/grid'
import { PRODUCTS_PER_PAGE } from '../lib/shop-filters'

const PLACEHOLDERS = Array.from({ length: PRODUCTS_PER_PAGE }, (_, index) => index)

/** The spec's loading state: 12 skeleton cards, shaped like the cards, in the same grid. */
export function ProductGridSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading spices…</span>
      <ul aria-hidden="true" className={GRID_CLASSES}>
        {PLACEHOLDERS.map((index) => (
          <li key={index} className="overflow-hidden rounded-2xl border border-brand-100 bg-white">
            <Skeleton className="aspect-square rounded-none" earlyImage={index === 0} />
            <div className="space-y-3 p-4">
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="mt-4 h-6 w-1/4" />
              <Skeleton className="h-11 w-full rounded-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
