import * as z from 'zod/mini'
import { isRecord } from '@/lib/is-record'
import type { ProductRow } from '@/types/models'
import type { ProductChanges } from '../api/save-product'
import { slugify } from '@/lib/slug'

/** A decimal as typed, or the fallback when it is not one. */
export function parseDecimal(text: string, fallback = 0): number {
  const value = Number.parseFloat(text)
  return Number.isFinite(value) ? value : fallback
}

export function parseInteger(text: string, fallback = 0): number {
  const value = Number.parseInt(text, 10)
  return Number.isFinite(value) ? value : fallback
}

const sizeSchema = z.object({
  label: z.string(),
  value: z.string(),
  stock: z.string(),
  price_modifier: z.string(),
})

export const productFormSchema = z
  .object({
    product_name: z.string().check(z.trim(), z.minLength(1, 'Product name is required.')),
    product_slug: z.string(),
    short_description: z.string(),
    long_description: z.string(),
    price: z.string(),
    category_type: z.string().check(z.minLength(1, 'Choose a category.')),
    cuisine: z.string().check(z.minLength(1, 'Choose a cuisine.')),
    flavor_profile: z.string(),
    rarity: z.string(),
    origin_story: z.string(),
    inventory_count: z.string(),
    is_active: z.boolean(),
    is_organic: z.boolean(),
    available_sizes: z.array(sizeSchema),
    default_size: z.string(),
  })
  .check(
    z.superRefine((form, context) => {
      form.available_sizes.forEach((size, index) => {
        if (!size.value.trim()) {
          context.addIssue({
            code: 'custom',
            path: ['available_sizes', index, 'value'],
            message: 'Size value is required.',
          })
        }
      })
      const values = form.available_sizes.map((size) => size.value.trim())
      const duplicate = values.findIndex((value, index) => value && values.indexOf(value) !== index)
      if (duplicate >= 0) {
        context.addIssue({
          code: 'custom',
          path: ['available_sizes', duplicate, 'value'],
          message: 'Each size needs its own value.',
        })
      }
      const fallback = form.default_size.trim()
      if (values.length > 0 && !values.includes(fallback)) {
        context.addIssue({
          code: 'custom',
          path: ['default_size'],
          message: `Default size must match one of the sizes' values (${values.filter(Boolean).join(', ')}).`,
        })
      }
      if (values.length === 0 && fallback) {
        context.addIssue({
          code: 'custom',
          path: ['default_size'],
          message: 'Add a size with this value, or leave it empty.',
        })
      }
    }),
  )

export type ProductFormValues = z.input<typeof productFormSchema>

/** The spec's new product: empty texts, price and inventory 0, one 100g size, default 100g. */
export const NEW_PRODUCT_FORM: ProductFormValues = {
  product_name: '',
  product_slug: '',
  short_description: '',
  long_description: '',
  price: '0',
  category_type: '',
  cuisine: '',
  flavor_profile: '',
  rarity: 'common',
  origin_story: '',
  inventory_count: '0',
  is_active: true,
  is_organic: false,
  available_sizes: [{ label: '100g', value: '100g', stock: '0', price_modifier: '0' }],
  default_size: '100g',
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')

/** A stored product as the form edits it (available_sizes is free-form jsonb: odd entries become blanks). */
export function productToForm(product: ProductRow): ProductFormValues {
  const sizes = Array.isArray(product.available_sizes) ? product.available_sizes : []
  return {
    product_name: product.product_name,
    product_slug: product.product_slug,
    short_description: product.short_description,
    long_description: product.long_description,
    price: String(product.price),
    category_type: product.category_type,
    cuisine: product.cuisine,
    flavor_profile: product.flavor_profile,
    rarity: product.rarity,
    origin_story: product.origin_story,
    inventory_count: product.inventory_count === null ? '' : String(product.inventory_count),
    is_active: product.is_active,
    is_organic: product.is_organic,
    available_sizes: sizes.flatMap((size: unknown) =>
      isRecord(size)
        ? [
            {
              label: text(size.label),
              value: text(size.value),
              stock: text(size.stock),
              price_modifier: text(size.price_modifier),
            },
          ]
        : [],
    ),
    default_size: product.default_size ?? '',
  }
}

/** The columns a save writes (images are added by the caller once uploaded). */
export function formToProduct(
  form: ProductFormValues,
): Required<
  Pick<
    ProductChanges,
    | 'product_name'
    | 'product_slug'
    | 'short_description'
    | 'long_description'
    | 'price'
    | 'category_type'
    | 'cuisine'
    | 'flavor_profile'
    | 'rarity'
    | 'origin_story'
    | 'inventory_count'
    | 'is_active'
    | 'is_organic'
    | 'available_sizes'
    | 'default_size'
  >
> {
  const sizes = form.available_sizes.map((size) => ({
    label: size.label.trim() || size.value.trim(),
    value: size.value.trim(),
    stock: parseDecimal(size.stock),
    price_modifier: parseDecimal(size.price_modifier),
  }))
  return {
    product_name: form.product_name.trim(),
    product_slug: slugify(form.product_slug) || slugify(form.product_name.trim()),
    short_description: form.short_description,
    long_description: form.long_description,
    price: parseDecimal(form.price),
    category_type: form.category_type.trim(),
    cuisine: form.cuisine.trim(),
    flavor_profile: form.flavor_profile,
    rarity: form.rarity.trim() || 'common',
    origin_story: form.origin_story,
    inventory_count: parseInteger(form.inventory_count),
    is_active: form.is_active,
    is_organic: form.is_organic,
    available_sizes: sizes,
    default_size: form.default_size.trim() || null,
  }
}
