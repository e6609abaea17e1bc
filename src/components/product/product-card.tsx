import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { JarMark } from '@/components/ui/icons'
import { cn } from '@/lib/cn'

/**
 * `shop`: the catalogue grid (rating, price, Add to Cart). `related`: the product page's smaller
 * "You Might Also Like" cards. `featured`: the home page's larger cards with a description.
 */
export type ProductCardVariant = 'shop' | 'related' | 'featured'

const variants: Record<ProductCardVariant, { root: string; body: string; title: string }> = {
  shop: { root: 'transition-shadow hover:shadow-md', body: 'gap-2 p-4', title: 'text-lg leading-snug font-bold' },
  related: { root: '', body: 'gap-1 p-3', title: 'font-bold' },
  featured: { root: '', body: 'p-6', title: 'text-xl font-bold' },
}

interface ProductCardProps {
  variant: ProductCardVariant
  name: string
  /** When given, the name links there and the link covers the whole card. */
  href?: string
  /** The picture on top (ProductCardImage). */
  image: ReactNode
  /** What follows the name: rating, description, price, actions. */
  children?: ReactNode
  /** `article` for a card that stands for the product; `div` where the list item says enough. */
  as?: 'article' | 'div'
}

/** One product as a card: picture, name, and what the page adds below it. */
export function ProductCard({ variant, name, href, image, children, as: Root = 'article' }: ProductCardProps) {
  const look = variants[variant]
  return (
    <Root
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white',
        look.root,
      )}
    >
      {image}
      <div className={cn('flex flex-1 flex-col', look.body)}>
        <h3 className={look.title}>
          {href ? (
            <Link to={href} className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700">
              {name}
            </Link>
          ) : (
            name
          )}
        </h3>
        {children}
      </div>
    </Root>
  )
}

interface ProductCardImageProps {
  /** null: the jar mark stands in, announced with `alt`. */
  src: string | null
  alt: string
  size: number
  /** In the first viewport: loads at once, with high priority; otherwise lazily. */
  priority?: boolean
}

/** A square product picture on the brand's pale ground. */
export function ProductCardImage({ src, alt, size, priority = false }: ProductCardImageProps) {
  return (
    <div className="aspect-square bg-brand-50">
      {src ? (
        <img
          src={src}
          alt={alt}
          width={size}
          height={size}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <div role="img" aria-label={alt} className="flex size-full items-center justify-center">
          <JarMark className="size-20 opacity-60" />
        </div>
      )}
    </div>
  )
}
