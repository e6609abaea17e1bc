import { isRecord } from '@/lib/is-record'
import type { AdminProductListRow } from '../api/get-admin-products'

/** At most this many left is low stock (the spec's threshold, as the dashboard's list uses). */
export const LOW_STOCK_AT = 5

/**
 * Whether the product runs low: for a product with sizes, the sizes with at most LOW_STOCK_AT left (their
 * labels); for a sizeless one, its inventory count.
 */
export function lowStockOf(row: Pick<AdminProductListRow, 'inventory_count' | 'available_sizes'>): {
  low: boolean
  sizes: string[]
} {
  const sizes = Array.isArray(row.available_sizes)
    ? row.available_sizes.flatMap((size) => (isRecord(size) ? [size] : []))
    : []
  if (sizes.length === 0) {
    return { low: row.inventory_count !== null && row.inventory_count <= LOW_STOCK_AT, sizes: [] }
  }
  const low = sizes
    .filter((size) => typeof size.stock === 'number' && size.stock <= LOW_STOCK_AT)
    .map((size) =>
      typeof size.label === 'string' && size.label ? size.label : typeof size.value === 'string' ? size.value : '',
    )
  return { low: low.length > 0, sizes: low }
}

export const PRODUCT_PAGE_SIZE = 20

export const PRODUCT_SORTS = {
  'name-asc': { label: 'Name (A-Z)', compare: (a, b) => a.product_name.localeCompare(b.product_name) },
  'name-desc': { label: 'Name (Z-A)', compare: (a, b) => b.product_name.localeCompare(a.product_name) },
  'price-asc': { label: 'Price (low to high)', compare: (a, b) => a.price - b.price },
  'price-desc': { label: 'Price (high to low)', compare: (a, b) => b.price - a.price },
  'stock-asc': {
    label: 'Inventory (lowest first)',
    compare: (a, b) => (a.inventory_count ?? Infinity) - (b.inventory_count ?? Infinity),
  },
} satisfies Record<string, { label: string; compare: (a: AdminProductListRow, b: AdminProductListRow) => number }>

export type ProductSort = keyof typeof PRODUCT_SORTS

export function isProductSort(value: string): value is ProductSort {
  return Object.hasOwn(PRODUCT_SORTS, value)
}

/** The rows whose name, slug, id, category or cuisine contain the search (any case), sorted, and the page asked for. */
export function productListView(rows: readonly AdminProductListRow[], search: string, sort: ProductSort, page: number) {
  const term = search.trim().toLowerCase()
  const matching = term
    ? rows.filter((row) =>
        [row.product_name, row.product_slug, row.id, row.category_type, row.cuisine].some((text) =>
          text.toLowerCase().includes(term),
        ),
      )
    : [...rows]
  matching.sort(PRODUCT_SORTS[sort].compare)
  const totalPages = Math.max(1, Math.ceil(matching.length / PRODUCT_PAGE_SIZE))
  const current = Math.min(Math.max(1, page), totalPages)
  const start = (current - 1) * PRODUCT_PAGE_SIZE
  return { rows: matching.slice(start, start + PRODUCT_PAGE_SIZE), total: matching.length, page: current, totalPages }
}
