import type { QueryClient } from '@tanstack/react-query'
import { isUuid } from '@/lib/product-id'
import { productKeys } from '@/lib/query-keys'
import type { ProductRow } from '@/types/models'

/**
 * The spec's "local data": product rows the app already holds in its query cache (the shop's pages,
 * other product pages, related lists). Cached shapes differ by query (a list may be an array or a
 * page object, a card may carry only some columns), so any nested object with an id, slug and name is taken.
 */
type CachedProduct = Partial<ProductRow> & Pick<ProductRow, 'id' | 'product_slug' | 'product_name'>

function isCachedProduct(value: unknown): value is CachedProduct {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return (
    typeof record.id === 'string' && typeof record.product_slug === 'string' && typeof record.product_name === 'string'
  )
}

function collect(value: unknown, depth: number, into: Map<string, CachedProduct>) {
  if (depth > 3 || typeof value !== 'object' || value === null) return
  if (isCachedProduct(value)) {
    // The first copy with more columns wins: a full detail row beats a card's summary.
    const known = into.get(value.id)
    if (!known || Object.keys(value).length > Object.keys(known).length) into.set(value.id, value)
    return
  }
  for (const child of Array.isArray(value) ? value : Object.values(value)) collect(child, depth + 1, into)
}

/** `scope` narrows the search, e.g. to the catalog's lists (`productKeys.lists()`). */
export function cachedProducts(queryClient: QueryClient, scope: readonly unknown[] = productKeys.all): CachedProduct[] {
  const found = new Map<string, CachedProduct>()
  for (const [, data] of queryClient.getQueriesData({ queryKey: scope })) collect(data, 0, found)
  return [...found.values()]
}

/** A complete row from a cached one: columns a card did not carry get neutral values. */
export function completeProduct(product: CachedProduct): ProductRow {
  return {
    short_description: '',
    long_description: '',
    flavor_profile: '',
    origin_story: '',
    suggested_recipes: [],
    price: 0,
    main_image_url: null,
    gallery_image_urls: [],
    image_url: null,
    category_type: '',
    cuisine: '',
    rarity: '',
    is_organic: false,
    is_active: true,
    rating: 0,
    reviews_count: 0,
    inventory_count: null,
    default_size: null,
    available_sizes: [],
    created_at: '',
    updated_at: '',
    ...product,
  }
}

export function findCachedProduct(
  queryClient: QueryClient,
  slugOrId: string,
  scope: readonly unknown[] = productKeys.all,
): ProductRow | null {
  const byId = isUuid(slugOrId)
  const match = cachedProducts(queryClient, scope).find((p) =>
    byId ? p.id.toLowerCase() === slugOrId.toLowerCase() : p.product_slug === slugOrId,
  )
  // An inactive row may sit in an admin's cache; the storefront never shows it.
  return match && match.is_active !== false ? completeProduct(match) : null
}
