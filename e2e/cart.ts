import type { Page } from '@playwright/test'
import { SERVICE_ROLE_KEY } from '../supabase/local/keys.ts'
import { createNodeClient } from '../supabase/local/node-client.ts'
import type { Database } from '../src/types/database.ts'
import { STACK_URL } from '../playwright.config.ts'

/** Where the app saves the cart (src/stores/cart.ts). */
export const CART_KEY = 'casabite-cart'

export type SizeRow = {
  value: string
  label: string
  price_modifier: number
  stock: number | null
}

const service = createNodeClient<Database>(STACK_URL, SERVICE_ROLE_KEY)

export async function productBySlug(slug: string) {
  const { data, error } = await service
    .from('products')
    .select('id, product_name, product_slug, main_image_url, price, available_sizes, inventory_count')
    .eq('product_slug', slug)
    .single()
  if (error) throw error
  return { ...data, sizes: data.available_sizes as unknown as SizeRow[] }
}

/**
 * Puts lines of seeded products in the browser's saved cart, as adding them on their product pages
 * would, then leaves the page on /faq (a page that asks the database nothing).
 */
export async function seedCart(page: Page, lines: { slug: string; size: string; quantity: number }[]) {
  const items = []
  for (const line of lines) {
    const product = await productBySlug(line.slug)
    const size = product.sizes.find((s) => s.value === line.size)!
    items.push({
      productId: product.id,
      slug: product.product_slug,
      name: product.product_name,
      imageUrl: product.main_image_url,
      size: { value: size.value, label: size.label, priceModifier: Math.round(size.price_modifier * 100) },
      unitPriceCents: Math.round((Number(product.price) + size.price_modifier) * 100),
      quantity: line.quantity,
    })
  }
  await page.goto('/faq')
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [CART_KEY, JSON.stringify({ state: { items }, version: 1 })],
  )
}
