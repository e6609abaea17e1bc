import { isPostgrestErrorLike } from '@/lib/errors'

/** admin_update_product's refusal when the product changed since the form loaded it (HTTP 409). */
export function isStaleProductError(error: unknown): boolean {
  return isPostgrestErrorLike(error) && error.code === 'PT409'
}

/** A product slug another product already has: the unique violation on products_product_slug_key. */
export function isSlugTakenError(error: unknown): boolean {
  return isPostgrestErrorLike(error) && error.code === '23505' && error.message.includes('products_product_slug_key')
}

/** A category or cuisine the list already has (its names are unique whatever their case). */
export function isFacetTakenError(error: unknown): boolean {
  return isPostgrestErrorLike(error) && error.code === '23505'
}
