import type { ProductListFilters, ProductSortOrder } from '@/types/models'

/**
 * The shop's filter state and its URL form. The URL is the single source of truth (DESIGN §3): these pure
 * functions turn query parameters into a complete, normalised state and back, so equal states give equal
 * URLs and equal query keys. Invalid values are ignored, and defaults never appear in the URL.
 */

export const PRODUCTS_PER_PAGE = 12

export const DEFAULT_SORT_ORDER: ProductSortOrder = 'name-asc'

export const SORT_OPTIONS: readonly { value: ProductSortOrder; label: string }[] = [
  { value: 'name-asc', label: 'Name (A-Z)' },
  { value: 'name-desc', label: 'Name (Z-A)' },
  { value: 'price-asc', label: 'Price (Low-High)' },
  { value: 'price-desc', label: 'Price (High-Low)' },
]

/** The rarities the database allows (products.rarity check), from common to exotic. */
export const RARITIES = ['common', 'rare', 'exotic'] as const

/** The query parameters of the spec, in the order they are written. */
export const SHOP_PARAMS = [
  'searchTerm',
  'category_types',
  'cuisines',
  'is_organic',
  'rarities',
  'minPrice',
  'maxPrice',
  'sortOrder',
  'page',
] as const

export const DEFAULT_FILTERS: ProductListFilters = {
  searchTerm: '',
  category_types: [],
  cuisines: [],
  is_organic: [],
  rarities: [],
  minPrice: null,
  maxPrice: null,
  sortOrder: DEFAULT_SORT_ORDER,
  page: 1,
}

// Bounds that keep a hand-edited URL from building an absurd query (columns are at most 60 characters).
const MAX_VALUE_LENGTH = 60
const MAX_VALUES = 50
const MAX_PAGE = 100_000
const MAX_SEARCH_LENGTH = 100

const isSortOrder = (value: string | null): value is ProductSortOrder =>
  SORT_OPTIONS.some((option) => option.value === value)

/** Trimmed, non-empty, de-duplicated and sorted (so the order of the URL does not make a new query). */
function textList(values: string[], allowed?: readonly string[]): string[] {
  const kept = new Set<string>()
  for (const raw of values) {
    const value = raw.trim()
    if (!value || value.length > MAX_VALUE_LENGTH) continue
    if (allowed && !allowed.includes(value)) continue
    kept.add(value)
  }
  return [...kept].sort().slice(0, MAX_VALUES)
}

/** `true` before `false`, each at most once; anything else is dropped. */
function booleanList(values: string[]): boolean[] {
  const set = new Set(values.map((value) => value.trim()))
  return [true, false].filter((value) => set.has(String(value)))
}

/** A whole, non-negative number of dollars, or null. The slider moves in steps of 1. */
function priceBound(value: string | null, round: (n: number) => number): number | null {
  if (value === null || value.trim() === '') return null
  const number = Number(value)
  if (!Number.isFinite(number) || number < 0) return null
  return round(number)
}

function pageNumber(value: string | null): number {
  if (value === null || !/^\d+$/.test(value.trim())) return 1
  const page = Number(value)
  return page >= 1 && page <= MAX_PAGE ? page : 1
}

export function parseShopFilters(params: URLSearchParams): ProductListFilters {
  let minPrice = priceBound(params.get('minPrice'), Math.floor)
  let maxPrice = priceBound(params.get('maxPrice'), Math.ceil)
  if (minPrice === 0) minPrice = null
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice]
  const sortOrder = params.get('sortOrder')
  return {
    searchTerm: (params.get('searchTerm') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    category_types: textList(params.getAll('category_types')),
    cuisines: textList(params.getAll('cuisines')),
    is_organic: booleanList(params.getAll('is_organic')),
    rarities: textList(params.getAll('rarities'), RARITIES),
    minPrice: minPrice === 0 ? null : minPrice,
    maxPrice,
    sortOrder: isSortOrder(sortOrder) ? sortOrder : DEFAULT_SORT_ORDER,
    page: pageNumber(params.get('page')),
  }
}

/**
 * The URL form of a state: only what differs from the defaults, in the spec's parameter order. Parameters
 * that are not the shop's (a campaign tag, say) are kept from `current`.
 */
export function toShopSearchParams(filters: ProductListFilters, current?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of current ?? []) {
    if (!(SHOP_PARAMS as readonly string[]).includes(key)) params.append(key, value)
  }
  const searchTerm = filters.searchTerm.trim()
  if (searchTerm) params.set('searchTerm', searchTerm)
  for (const value of filters.category_types) params.append('category_types', value)
  for (const value of filters.cuisines) params.append('cuisines', value)
  for (const value of filters.is_organic) params.append('is_organic', String(value))
  for (const value of filters.rarities) params.append('rarities', value)
  if (filters.minPrice !== null && filters.minPrice > 0) params.set('minPrice', String(filters.minPrice))
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice))
  if (filters.sortOrder !== DEFAULT_SORT_ORDER) params.set('sortOrder', filters.sortOrder)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}

/** Re-reads a state through its URL form, so a state built in code is as normal as one parsed from a URL. */
export function normalizeShopFilters(filters: ProductListFilters): ProductListFilters {
  return parseShopFilters(toShopSearchParams(filters))
}

/** A change of search, filters or sort: back to page 1 (spec §4), unless the change is the page itself. */
export function applyFilterChange(
  filters: ProductListFilters,
  change: Partial<ProductListFilters>,
): ProductListFilters {
  return normalizeShopFilters({ ...filters, page: 1, ...change })
}

/** "Clear All Filters": every filter group and the price range go; the search term and sort stay. */
export function clearFilters(filters: ProductListFilters): ProductListFilters {
  return { ...DEFAULT_FILTERS, searchTerm: filters.searchTerm, sortOrder: filters.sortOrder }
}

/** "Clear Filters & See All": the search goes too, so the whole catalog shows; the sort stays. */
export function clearFiltersAndSearch(filters: ProductListFilters): ProductListFilters {
  return { ...DEFAULT_FILTERS, sortOrder: filters.sortOrder }
}

/** Whether any filter group or price bound restricts the list (the search term is not a filter here). */
export function hasActiveFilters(filters: ProductListFilters): boolean {
  return (
    filters.category_types.length > 0 ||
    filters.cuisines.length > 0 ||
    filters.is_organic.length > 0 ||
    filters.rarities.length > 0 ||
    filters.minPrice !== null ||
    filters.maxPrice !== null
  )
}

/** Adds or removes one value of a repeatable group. */
export function toggleValue<T>(values: readonly T[], value: T, on: boolean): T[] {
  const rest = values.filter((v) => v !== value)
  return on ? [...rest, value] : rest
}

/** The rows of a page (0-based, inclusive at both ends). */
export function pageRange(page: number, perPage = PRODUCTS_PER_PAGE): { from: number; to: number } {
  const from = (Math.max(1, page) - 1) * perPage
  return { from, to: from + perPage - 1 }
}

export function pageCount(total: number, perPage = PRODUCTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage))
}
