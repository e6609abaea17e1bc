import type { Tables } from './database'

/** Row aliases over the generated types, so features never spell `Database['public']…` themselves. */
export type ProductRow = Tables<'products'>

/** The profile the app reads after sign-in: the admin flag and the names. */
export type Profile = Pick<Tables<'profiles'>, 'is_admin' | 'first_name' | 'last_name' | 'referral_code'>

/** The catalog list as the shop shows it: the columns a product card needs (and add-to-cart reads). */
export type ProductSummary = Pick<
  ProductRow,
  | 'id'
  | 'product_name'
  | 'product_slug'
  | 'price'
  | 'main_image_url'
  | 'rating'
  | 'reviews_count'
  | 'inventory_count'
  | 'default_size'
  | 'available_sizes'
>

/** The shop's sort options (spec §9); `name-asc` is the default. */
export type ProductSortOrder = 'name-asc' | 'name-desc' | 'price-asc' | 'price-desc'

/**
 * The shop's filter state, read from and written to the URL (spec: searchTerm, category_types, cuisines,
 * is_organic, rarities, minPrice, maxPrice, sortOrder, page). Every field is always present, so two equal
 * states make equal query keys. An empty list means no restriction; a null price means no bound.
 */
export interface ProductListFilters {
  searchTerm: string
  category_types: string[]
  cuisines: string[]
  is_organic: boolean[]
  rarities: string[]
  minPrice: number | null
  maxPrice: number | null
  sortOrder: ProductSortOrder
  /** 1-based. */
  page: number
}

/** One page of the filtered catalog and how many products match in all. */
export interface ProductPage {
  products: ProductSummary[]
  total: number
}

export interface FacetValue<T extends string | boolean = string> {
  value: T
  count: number
}

/** The filter groups' values with their counts, and the price slider's ceiling (`catalog_facets()`). */
export interface CatalogFacets {
  category_types: FacetValue[]
  cuisines: FacetValue[]
  rarities: FacetValue[]
  organic: FacetValue<boolean>[]
  product_count: number
  price_ceiling: number
}
