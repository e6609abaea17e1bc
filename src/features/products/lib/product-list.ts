import type { AdminProductListRow } from '../api/get-admin-products'

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

/** The rows whose name, slug, category or cuisine contain the search (any case), sorted, and the page asked for. */
export function productListView(rows: readonly AdminProductListRow[], search: string, sort: ProductSort, page: number) {
  const term = search.trim().toLowerCase()
  const matching = term
    ? rows.filter((row) =>
        [row.product_name, row.product_slug, row.category_type, row.cuisine].some((text) =>
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
