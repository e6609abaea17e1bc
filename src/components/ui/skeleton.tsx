import { cn } from '@/lib/cn'

/** A grey placeholder block; decorative, so the loading message is announced by the caller. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('rounded-md bg-brand-100 motion-safe:animate-pulse', className)} />
}
