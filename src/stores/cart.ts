import { create } from 'zustand'
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware'
import { isRecord } from '@/lib/is-record'
import { multiplyCents, sumCents, toCentsOrNull, type Cents } from '@/lib/money'
import { MAX_QUANTITY } from '@/lib/product-sizes'

/** The one localStorage key of the cart. */
export const CART_STORAGE_KEY = 'casabite-cart'
/** Bump with a `migrate` branch whenever the persisted shape changes. */
export const CART_STORAGE_VERSION = 1

export interface CartLineSize {
  value: string
  label: string
  /** In cents. */
  priceModifier: Cents
}

export interface CartLine {
  productId: string
  slug: string
  name: string
  imageUrl: string | null
  size: CartLineSize | null
  /**
   * Price + size modifier when the line was added, for display only: the cart page shows the current
   * price from the database and the order's totals come from `place_order`.
   */
  unitPriceCents: Cents
  quantity: number
}

export type NewCartLine = Omit<CartLine, 'quantity'>

interface PersistedCart {
  items: CartLine[]
}

interface CartState extends PersistedCart {
  /** Line keys with an add-to-cart under way (not persisted). */
  adding: string[]
  addItem: (line: NewCartLine, quantity?: number) => void
  setQuantity: (productId: string, sizeValue: string | null, quantity: number) => void
  removeItem: (productId: string, sizeValue: string | null) => void
  clear: () => void
  setAdding: (key: string, isAdding: boolean) => void
}

/** A line is identified by the pair product id and size value. */
export function cartLineKey(productId: string, sizeValue: string | null | undefined): string {
  return `${productId}::${sizeValue ?? ''}`
}

const sameLine = (line: CartLine, productId: string, sizeValue: string | null | undefined) =>
  line.productId === productId && (line.size?.value ?? null) === (sizeValue ?? null)

const isValidQuantity = (quantity: number) => Number.isInteger(quantity) && quantity >= 1

const clampQuantity = (quantity: number) => Math.min(quantity, MAX_QUANTITY)

const isText = (value: unknown): value is string => typeof value === 'string'
const isFilledText = (value: unknown): value is string => isText(value) && value !== ''
const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value)

function parseLineSize(value: unknown): CartLineSize | null | undefined {
  if (value === null) return null
  if (!isRecord(value) || !isFilledText(value.value) || !isText(value.label)) return undefined
  return {
    value: value.value,
    label: value.label,
    priceModifier: isWholeNumber(value.priceModifier) ? value.priceModifier : 0,
  }
}

/**
 * One saved line, checked field by field (hand-written rather than zod: the header loads this store on
 * most pages, and a schema library would weigh more than the whole cart). undefined: not a usable line.
 */
function parseLine(value: unknown): CartLine | undefined {
  if (!isRecord(value)) return undefined
  const { productId, slug, name, imageUrl, unitPriceCents, quantity } = value
  const size = parseLineSize(value.size)
  if (!isFilledText(productId) || !isFilledText(slug) || !isText(name) || size === undefined) return undefined
  if (!isWholeNumber(unitPriceCents) || unitPriceCents < 0 || !isWholeNumber(quantity) || quantity < 1) return undefined
  return {
    productId,
    slug,
    name,
    imageUrl: isText(imageUrl) ? imageUrl : null,
    size,
    unitPriceCents,
    quantity: clampQuantity(quantity),
  }
}

/** Keeps the well-formed lines of whatever storage held, merging duplicates; anything else is dropped. */
export function sanitizeLines(raw: unknown): CartLine[] {
  if (!Array.isArray(raw)) return []
  const lines: CartLine[] = []
  for (const entry of raw as unknown[]) {
    const line = parseLine(entry)
    if (!line) continue
    const existing = lines.find((l) => sameLine(l, line.productId, line.size?.value))
    if (existing) existing.quantity = clampQuantity(existing.quantity + line.quantity)
    else lines.push(line)
  }
  return lines
}

/**
 * Version 0 was the spec's cart item: the product's own columns plus quantity, selectedSize and
 * selectedSizeDetails, with prices as decimal dollars.
 */
function migrateLegacyLine(entry: unknown): unknown {
  if (!isRecord(entry)) return undefined
  const details = isRecord(entry.selectedSizeDetails) ? entry.selectedSizeDetails : {}
  const modifierCents = toCentsOrNull(details.price_modifier ?? 0) ?? 0
  const priceCents = toCentsOrNull(entry.price)
  const sizeValue = isFilledText(entry.selectedSize) ? entry.selectedSize : null
  return {
    productId: entry.id,
    slug: entry.product_slug,
    name: entry.product_name,
    imageUrl: entry.main_image_url ?? null,
    size: sizeValue
      ? { value: sizeValue, label: isText(details.label) ? details.label : sizeValue, priceModifier: modifierCents }
      : null,
    unitPriceCents: priceCents !== null ? Math.max(0, priceCents + modifierCents) : undefined,
    quantity: entry.quantity,
  }
}

function migrateLegacyLines(raw: unknown): CartLine[] {
  const items = Array.isArray(raw) ? raw : isRecord(raw) ? raw.items : undefined
  if (!Array.isArray(items)) return []
  return sanitizeLines((items as unknown[]).map(migrateLegacyLine))
}

/** The spec: storage read or write errors are only logged; an unparseable value is an empty cart. */
const safeLocalStorage: PersistStorage<PersistedCart> = {
  getItem: (name) => {
    try {
      const raw = window.localStorage.getItem(name)
      if (raw === null) return null
      const parsed: unknown = JSON.parse(raw)
      return isRecord(parsed) ? (parsed as unknown as StorageValue<PersistedCart>) : null
    } catch (error) {
      console.error('Could not read the saved cart; starting with an empty cart.', error)
      return null
    }
  },
  setItem: (name, value) => {
    try {
      window.localStorage.setItem(name, JSON.stringify(value))
    } catch (error) {
      console.error('Could not save the cart.', error)
    }
  },
  removeItem: (name) => {
    try {
      window.localStorage.removeItem(name)
    } catch (error) {
      console.error('Could not remove the saved cart.', error)
    }
  },
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      adding: [],
      addItem: (line, quantity = 1) => {
        if (!isValidQuantity(quantity)) return
        set(({ items }) => {
          const index = items.findIndex((l) => sameLine(l, line.productId, line.size?.value))
          if (index === -1) return { items: [...items, { ...line, quantity: clampQuantity(quantity) }] }
          return {
            items: items.map((l, i) => (i === index ? { ...l, quantity: clampQuantity(l.quantity + quantity) } : l)),
          }
        })
      },
      setQuantity: (productId, sizeValue, quantity) => {
        if (!isValidQuantity(quantity)) return
        set(({ items }) => ({
          items: items.map((l) =>
            sameLine(l, productId, sizeValue) ? { ...l, quantity: clampQuantity(quantity) } : l,
          ),
        }))
      },
      removeItem: (productId, sizeValue) =>
        set(({ items }) => ({ items: items.filter((l) => !sameLine(l, productId, sizeValue)) })),
      clear: () => set({ items: [] }),
      setAdding: (key, isAdding) =>
        set(({ adding }) => ({
          adding: isAdding ? [...adding.filter((k) => k !== key), key] : adding.filter((k) => k !== key),
        })),
    }),
    {
      name: CART_STORAGE_KEY,
      version: CART_STORAGE_VERSION,
      storage: safeLocalStorage,
      partialize: ({ items }) => ({ items }),
      migrate: (persisted, version) => ({
        items:
          version === 0 ? migrateLegacyLines(persisted) : sanitizeLines(isRecord(persisted) ? persisted.items : []),
      }),
      // Runs on every load (migrated or not): whatever storage held is re-validated line by line.
      merge: (persisted, current) => ({
        ...current,
        items: sanitizeLines(isRecord(persisted) ? persisted.items : undefined),
      }),
    },
  ),
)

// Another tab changed the cart: load its version so both tabs show the same cart.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY) void useCartStore.persist.rehydrate()
  })
}

export const selectItemCount = (state: Pick<CartState, 'items'>): number =>
  state.items.reduce((count, line) => count + line.quantity, 0)

export const selectSubtotalCents = (state: Pick<CartState, 'items'>): Cents =>
  sumCents(state.items.map((line) => multiplyCents(line.unitPriceCents, line.quantity)))
