import type { Page } from '@playwright/test'
import { SERVICE_ROLE_KEY, createNodeClient } from '../supabase/local/index.ts'
import type { Database } from '../src/types/database.ts'
import { STACK_URL } from '../playwright.config.ts'
import { SAVED_CART, savedCart, type Size } from '../tests/helpers/orders.ts'

export const CART_KEY = SAVED_CART.key

const service = createNodeClient<Database>(STACK_URL, SERVICE_ROLE_KEY)

export async function productBySlug(slug: string) {
  const { data, error } = await service
    .from('products')
    .select('id, product_name, product_slug, main_image_url, price, available_sizes, inventory_count')
    .eq('product_slug', slug)
    .single()
  if (error) throw error
  return { ...data, sizes: data.available_sizes as unknown as Size[] }
}

/**
 * Puts lines of seeded products in the browser's saved cart, as adding them on their product pages
 * would, then leaves the page on /faq (a page that asks the database nothing).
 */
export async function seedCart(page: Page, lines: { slug: string; size: string; quantity: number }[]) {
  const cart = []
  for (const line of lines) {
    const product = await productBySlug(line.slug)
    cart.push({ product, size: product.sizes.find((s) => s.value === line.size)!, quantity: line.quantity })
  }
  await page.goto('/faq')
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [CART_KEY, savedCart(cart)])
}
