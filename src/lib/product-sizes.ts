import { isRecord } from '@/lib/is-record'
import { toCents, toCentsOrNull, type Cents } from '@/lib/money'
import type { ProductRow } from '@/types/models'

/**
 * The pure size, stock and price rules shared by the product page, the shop's cards and the cart.
 * `available_sizes` is free-form jsonb, so everything here tolerates missing or malformed entries.
 */

/** The product columns these rules (and add-to-cart) need; a full row fits. */
export type SizedProduct = Pick<
  ProductRow,
  | 'id'
  | 'product_name'
  | 'product_slug'
  | 'price'
  | 'main_image_url'
  | 'inventory_count'
  | 'default_size'
  | 'available_sizes'
>

export interface ProductSize {
  value: string
  label: string
  /** Added to the product's price, in cents (may be negative for a smaller jar). */
  priceModifierCents: Cents
  /** null: the size keeps no stock of its own and the product's inventory_count applies. */
  stock: number | null
}

/** The cap on a quantity when nothing else limits it (unlimited stock): keeps steppers and carts sane. */
export const MAX_QUANTITY = 99

function parseModifier(value: unknown): Cents {
  return toCentsOrNull(value) ?? 0
}

function parseStock(value: unknown): number | null {
  const stock = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (typeof stock !== 'number' || !Number.isFinite(stock)) return null
  return Math.max(0, Math.floor(stock))
}

/** `available_sizes` as a clean list: entries without a text value are dropped, duplicates keep the first. */
export function parseSizes(raw: unknown): ProductSize[] {
  if (!Array.isArray(raw)) return []
  const sizes: ProductSize[] = []
  for (const entry of raw as unknown[]) {
    if (!isRecord(entry) || typeof entry.value !== 'string' || entry.value.trim() === '') continue
    const value = entry.value.trim()
    if (sizes.some((size) => size.value === value)) continue
    const label = typeof entry.label === 'string' && entry.label.trim() !== '' ? entry.label.trim() : value
    sizes.push({
      value,
      label,
      priceModifierCents: parseModifier(entry.price_modifier),
      stock: parseStock(entry.stock),
    })
  }
  return sizes
}

export function findSize(product: Pick<SizedProduct, 'available_sizes'>, value: string | null | undefined) {
  if (!value) return null
  return parseSizes(product.available_sizes).find((size) => size.value === value) ?? null
}

/**
 * How many can be sold: the size's own stock, else the product's inventory_count; null = unlimited. The
 * rule place_order prices by (private.price_order): inventory_count is the pool of the sizes that count no
 * stock of their own (and the sum of the sizes' stock when every size counts it, so a card's sold-out
 * product is one whose every size is out), never a cap over a size that has stock.
 */
export function stockOf(product: Pick<SizedProduct, 'inventory_count'>, size: ProductSize | null): number | null {
  if (size && size.stock !== null) return size.stock
  const inventory = product.inventory_count
  return inventory === null ? null : Math.max(0, inventory)
}

export function isOutOfStock(product: Pick<SizedProduct, 'inventory_count'>, size: ProductSize | null): boolean {
  const stock = stockOf(product, size)
  return stock !== null && stock <= 0
}

/**
 * The size chosen when the shopper has not picked one: default_size when it is on the list, else the
 * first size in stock, else the first size (so the page can still show it, disabled). null: no sizes.
 */
export function defaultSizeOf(product: Pick<SizedProduct, 'available_sizes' | 'default_size' | 'inventory_count'>) {
  const sizes = parseSizes(product.available_sizes)
  const preferred = sizes.find((size) => size.value === product.default_size)
  if (preferred) return preferred
  return sizes.find((size) => !isOutOfStock(product, size)) ?? sizes[0] ?? null
}

/** The largest quantity a stepper or cart line may reach (at least 1, so a stepper never shows 0). */
export function maxQuantityOf(product: Pick<SizedProduct, 'inventory_count'>, size: ProductSize | null): number {
  const stock = stockOf(product, size)
  if (stock === null) return MAX_QUANTITY
  return Math.max(1, Math.min(stock, MAX_QUANTITY))
}

/** Price plus the size's modifier, in cents (never below zero). */
export function unitPriceCents(product: Pick<SizedProduct, 'price'>, size: ProductSize | null): Cents {
  return Math.max(0, toCents(product.price) + (size?.priceModifierCents ?? 0))
}

const WEIGHT_PATTERN = /^(\d+(?:[.,]\d+)?)\s*(mg|g|kg|oz|lb)$/i
const GRAMS_PER_UNIT: Record<string, number> = { mg: 0.001, g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 }

/** The weight a size value states, in grams (`50g` -> 50, `1kg` -> 1000); null when it states none. */
export function sizeWeightGrams(sizeValue: string): number | null {
  const match = WEIGHT_PATTERN.exec(sizeValue.trim())
  if (!match) return null
  const amount = Number(match[1]!.replace(',', '.'))
  const grams = amount * GRAMS_PER_UNIT[match[2]!.toLowerCase()]!
  return grams > 0 ? grams : null
}

/** The price of 100 g at this unit price, rounded to the cent; null when the size states no weight. */
export function unitPricePer100gCents(unitCents: Cents, sizeValue: string): Cents | null {
  const grams = sizeWeightGrams(sizeValue)
  if (grams === null) return null
  return Math.round((unitCents * 100) / grams)
}

/**
 * The product page's preselected size: the default size when it can be bought, else the first size in
 * stock; null when nothing can be bought (no radio is checked and Add to Cart stays disabled).
 */
export function initialSizeOf(product: Pick<SizedProduct, 'available_sizes' | 'default_size' | 'inventory_count'>) {
  const preferred = defaultSizeOf(product)
  if (preferred && !isOutOfStock(product, preferred)) return preferred
  return parseSizes(product.available_sizes).find((size) => !isOutOfStock(product, size)) ?? null
}

/** A stepper's value kept within 1..max (whole numbers only). */
export function clampQuantity(quantity: number, max: number): number {
  if (!Number.isFinite(quantity)) return 1
  return Math.min(Math.max(1, Math.floor(quantity)), Math.max(1, max))
}
