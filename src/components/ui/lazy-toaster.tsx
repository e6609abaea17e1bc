import { lazy, Suspense, useState } from 'react'
import { useToastStore } from '@/stores/toast'

// Radix Toast (~8 KB gzip) is not part of a first visit: it downloads with the first queued toast.
const Toaster = lazy(() => import('./toaster'))

/** Mounts the toaster once something is queued, and keeps it mounted (F8 and the live region stay put). */
export function LazyToaster() {
  const hasToast = useToastStore((state) => state.queue.length > 0)
  const [needed, setNeeded] = useState(hasToast)
  // Adjusting state while rendering: React re-renders at once, without an effect's extra commit.
  if (hasToast && !needed) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
