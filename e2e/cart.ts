import type { Page } from '@playwright/test'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../src/types/database.ts'
import { SAVED_CART, savedCart, type Size } from '../tests/helpers/orders.ts'

export const CART_KEY = SAVED_CART.key

/** A product as the tests read it: the saved cart's fields, its stock and its sizes typed. */
export async function productBySlug(service: SupabaseClient<Database>, slug: string) {
  const { data, error } = await service
    .from('products')
    .select('id, product_name, product_slug, main_image_url, price, available_sizes, inventory_count')
    .eq('product_slug', slug)
    .single()
  if (error) throw error
  return { ...data, sizes: data.available_sizes as unknown as Size[] }
}

export type Product = Awaited<ReturnType<typeof productBySlug>>
export type ProductBySlug = (slug: string) => Promise<Product>

export interface CartLine {
  slug: string
  size: string
  quantity: number
}

/**
 * Puts lines of seeded products in the browser's saved cart, as adding them on their product pages
 * would, then leaves the page on /faq (a page that asks the database nothing).
 */
export async function seedCart(page: Page, lines: CartLine[], product: ProductBySlug) {
  const cart = []
  for (const line of lines) {
    const found = await product(line.slug)
    cart.push({ product: found, size: found.sizes.find((s) => s.value === line.size)!, quantity: line.quantity })
  }
  await page.goto('/faq')
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [CART_KEY, savedCart(cart)])
}
