import type { Database } from '@/types/database'

type WishlistRow = Database['public']['Functions']['get_wishlist']['Returns'][number]

/**
 * One wished product and size, as `get_wishlist()` returns it. The generated function types read every
 * column as non-null; these four may be null.
 */
export type WishlistItem = Omit<WishlistRow, 'main_image_url' | 'size' | 'size_label' | 'stock'> & {
  main_image_url: string | null
  /** Null for a product that comes in no sizes. */
  size: string | null
  size_label: string | null
  /** Units left of this size; null when the stock is not counted (unlimited). */
  stock: number | null
}
