import { EARLY_IMAGE } from '@/config/first-screen'
import { cn } from '@/lib/cn'

interface SkeletonProps {
  className?: string
  /**
   * The place of the picture the loaded page shows largest (lib/first-screen.ts): filled early, it stops
   * pulsing and the picture covers it as the loaded page's does.
   */
  earlyImage?: boolean
}

/** A grey placeholder block; decorative, so the loading message is announced by the caller. */
export function Skeleton({ className, earlyImage = false }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      {...(earlyImage ? { [EARLY_IMAGE]: '' } : {})}
      className={cn(
        'rounded-md bg-brand-100 motion-safe:animate-pulse',
        earlyImage && 'overflow-hidden data-filled:animate-none *:size-full *:object-cover',
        className,
      )}
    />
  )
}
