import type { ReactNode } from 'react'
import type { ProductRow } from '@/types/models'

/** What the app puts under the product's details (the reviews feature, which this feature may not import). */
export type ProductSection = (product: ProductRow) => ReactNode

/** What the app puts beside Add to Cart for the size shown (null: none chosen or none to choose). */
export type ProductAction = (product: ProductRow, size: string | null) => ReactNode

/** The other features the app composes into the page. */
export interface ProductSlots {
  reviews?: ProductSection
  wishlist?: ProductAction
}
