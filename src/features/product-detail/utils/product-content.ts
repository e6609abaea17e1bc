import { toCents, fromCents } from '@/lib/money'
import { isOutOfStock, parseSizes } from '@/lib/product-sizes'
import { truncateText } from '@/lib/text'
import type { ProductRow } from '@/types/models'

/** The spec: a fallback stock image when a product has none. */
export const PLACEHOLDER_IMAGE = '/images/placeholder-spice.svg'
/** The spec: the gallery shows the first 4 images as thumbnails. */
export const GALLERY_LIMIT = 4
/** The spec: the short-description fallback is 150 characters. */
export const DESCRIPTION_FALLBACK_LENGTH = 150

export interface Recipe {
  title: string
  description: string
}

/** Main image first, then the gallery, without repeats; the placeholder when there is none. */
export function galleryImages(product: Pick<ProductRow, 'main_image_url' | 'gallery_image_urls' | 'image_url'>) {
  const urls = [product.main_image_url, ...(product.gallery_image_urls ?? []), product.image_url].filter(
    (url): url is string => typeof url === 'string' && url.trim() !== '',
  )
  const unique = [...new Set(urls)].slice(0, GALLERY_LIMIT)
  return unique.length > 0 ? unique : [PLACEHOLDER_IMAGE]
}

/** The meta description: the short description, else the long one cut to 150 characters. */
export function productMetaDescription(
  product: Pick<ProductRow, 'product_name' | 'short_description' | 'long_description'>,
) {
  const text = product.short_description.trim() || product.long_description.trim()
  if (text) return truncateText(text, DESCRIPTION_FALLBACK_LENGTH)
  return `Buy ${product.product_name} online from CasaBite: premium, ethically sourced spices.`
}

/** `suggested_recipes` is free-form jsonb; entries without a title are dropped. */
export function parseRecipes(raw: unknown): Recipe[] {
  if (!Array.isArray(raw)) return []
  return (raw as unknown[]).flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return []
    const { title, description } = entry as Record<string, unknown>
    if (typeof title !== 'string' || title.trim() === '') return []
    return [{ title: title.trim(), description: typeof description === 'string' ? description.trim() : '' }]
  })
}

/** "category | cuisine | rarity", skipping what is empty; rarity reads as a word ("rare" -> "Rare"). */
export function productMetaLine(product: Pick<ProductRow, 'category_type' | 'cuisine' | 'rarity'>): string {
  const rarity = product.rarity.trim()
  return [product.category_type.trim(), product.cuisine.trim(), rarity && rarity[0]!.toUpperCase() + rarity.slice(1)]
    .filter(Boolean)
    .join(' | ')
}

/** In stock when some size (or the product itself, without sizes) can still be sold. */
export function isProductAvailable(product: Pick<ProductRow, 'available_sizes' | 'inventory_count'>): boolean {
  const sizes = parseSizes(product.available_sizes)
  if (sizes.length === 0) return !isOutOfStock(product, null)
  return sizes.some((size) => !isOutOfStock(product, size))
}

/** schema.org Product for search engines; image and offer URL must be absolute. */
export function productJsonLd(product: ProductRow, origin: string) {
  const url = new URL(`/product/${encodeURIComponent(product.product_slug)}`, origin).href
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.product_name,
    image: galleryImages(product).map((src) => new URL(src, origin).href),
    description: productMetaDescription(product),
    sku: product.product_slug,
    category: product.category_type || undefined,
    brand: { '@type': 'Brand', name: 'CasaBite' },
    offers: {
      '@type': 'Offer',
      price: fromCents(toCents(product.price)).toFixed(2),
      priceCurrency: 'USD',
      availability: isProductAvailable(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    },
  }
  // Google rejects an aggregateRating without reviews.
  if (product.reviews_count > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Number(product.rating).toFixed(1),
      reviewCount: product.reviews_count,
    }
  }
  return data
}

/** JSON for a <script> element: `<` escaped so product text can never close the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
