import { Skeleton } from '@/components/ui/skeleton'

/** The post's shape while it loads: meta line, title, byline, image and a few paragraphs. */
export function BlogPostSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <span className="sr-only">Loading story…</span>
      <div aria-hidden="true" className="space-y-4">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-10 w-5/6" />
        <Skeleton className="h-4 w-56" />
        <Skeleton className="mt-6 aspect-[40/21] w-full rounded-2xl" />
        <Skeleton className="mt-6 h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  )
}
