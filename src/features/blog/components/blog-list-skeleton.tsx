import { Skeleton } from '@/components/ui/skeleton'

/** Spec §9: the blog shows 6 skeletons while loading. */
export const BLOG_SKELETON_COUNT = 6

const PLACEHOLDERS = Array.from({ length: BLOG_SKELETON_COUNT }, (_, index) => index)

/** Placeholder cards shaped like the real ones, in the same grid. */
export function BlogListSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading stories…</span>
      <ul aria-hidden="true" className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {PLACEHOLDERS.map((index) => (
          <li
            key={index}
            data-testid="blog-card-skeleton"
            className="overflow-hidden rounded-2xl border border-brand-100 bg-white"
          >
            <Skeleton className="aspect-[40/21] rounded-none" earlyImage={index === 0} />
            <div className="space-y-3 p-5">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-6 w-5/6" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-4 w-1/4" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
