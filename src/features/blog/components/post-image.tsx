import { JarMark } from '@/components/ui/icons'
import { cn } from '@/lib/cn'

interface PostImageProps {
  src: string | null
  alt: string
  /** The page's most important image (the LCP candidate): fetched first, never lazily. */
  priority?: boolean
  className?: string
}

/** A post's illustration at the shop's share-image ratio (1200 x 630), reserved before it loads (no layout shift). */
export function PostImage({ src, alt, priority = false, className }: PostImageProps) {
  if (!src) {
    return (
      <div className={cn('flex aspect-[40/21] items-center justify-center bg-brand-50', className)}>
        <JarMark className="size-16 opacity-60" />
      </div>
    )
  }
  return (
    <img
      src={src}
      alt={alt}
      width={1200}
      height={630}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? undefined : 'async'}
      className={cn('aspect-[40/21] w-full bg-brand-50 object-cover', className)}
    />
  )
}
