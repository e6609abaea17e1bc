import type { Tables } from './database'

/** Row aliases over the generated types, so features never spell `Database['public']…` themselves. */
export type ProductRow = Tables<'products'>

/** The catalogue list as the shop shows it: only the columns a product card needs. */
export type ProductSummary = Pick<ProductRow, 'id' | 'product_name' | 'product_slug' | 'price' | 'main_image_url'>

/**
 * The shop's filter state as it appears in the URL (spec: searchTerm, category_types, cuisines, is_organic,
 * rarities, minPrice, maxPrice, sortOrder, page). The shell reads the whole active catalogue; the catalogue
 * issue applies these in the database.
 */
export interface ProductListFilters {
  searchTerm?: string
  category_types?: string[]
  cuisines?: string[]
  is_organic?: boolean[]
  rarities?: string[]
  minPrice?: number
  maxPrice?: number
  sortOrder?: 'name-asc' | 'name-desc' | 'price-asc' | 'price-desc'
  page?: number
}
