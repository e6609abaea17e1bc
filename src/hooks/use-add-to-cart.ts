import { useCallback } from 'react'
import { paths } from '@/config/paths'
import {
  defaultSizeOf,
  findSize,
  isOutOfStock,
  MAX_QUANTITY,
  stockOf,
  unitPriceCents,
  type SizedProduct,
} from '@/lib/product-sizes'
import { cartLineKey, useCartStore } from '@/stores/cart'
import { toast, TOAST_DURATION } from '@/stores/toast'

/** The spec's artificial delay before a line lands in the cart (gives the button a visible "adding" state). */
export const ADD_TO_CART_DELAY_MS = 300

export interface AddToCartOptions {
  /** A size value; without it the product's default size (else the first available one) is used. */
  size?: string | null
  quantity?: number
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Adds a product to the cart with the spec's rules and toasts. Resolves to true when the line was added.
 * Used by the product page and the shop's cards alike.
 */
export async function addProductToCart(product: SizedProduct, options: AddToCartOptions = {}): Promise<boolean> {
  const quantity = options.quantity ?? 1
  const size = options.size ? findSize(product, options.size) : defaultSizeOf(product)
  if (!size) {
    toast({
      pageBound: true,
      title: 'Error',
      description: 'No available size for this product.',
      variant: 'destructive',
    })
    return false
  }
  if (isOutOfStock(product, size)) {
    toast({
      pageBound: true,
      title: 'Out of Stock',
      description: 'This product is currently out of stock.',
      variant: 'destructive',
    })
    return false
  }

  const { adding, setAdding, addItem } = useCartStore.getState()
  const key = cartLineKey(product.id, size.value)
  // A second click while the first is still on its way must not add the line twice.
  if (adding.includes(key)) return false
  setAdding(key, true)
  // Unlimited stock still stops at the cart's own cap.
  const limit = stockOf(product, size) ?? MAX_QUANTITY
  let added: number
  try {
    await wait(ADD_TO_CART_DELAY_MS)
    // Read after the delay: what the line holds now (another tab may have added to it meanwhile).
    const inCart = useCartStore.getState().items.find((l) => cartLineKey(l.productId, l.size?.value) === key)
    added = Math.min(quantity, limit - (inCart?.quantity ?? 0))
    if (added >= 1) {
      addItem(
        {
          productId: product.id,
          slug: product.product_slug,
          name: product.product_name,
          imageUrl: product.main_image_url,
          size: { value: size.value, label: size.label, priceModifier: size.priceModifierCents },
          unitPriceCents: unitPriceCents(product, size),
        },
        added,
      )
    }
  } finally {
    useCartStore.getState().setAdding(key, false)
  }
  if (added < 1) {
    toast({
      pageBound: true,
      title: 'Stock Limit Reached',
      description: `Only ${limit} in stock, and all ${limit} are already in your cart.`,
      variant: 'destructive',
    })
    return false
  }
  toast({
    pageBound: true,
    title: `${product.product_name} added to cart!`,
    description:
      added < quantity
        ? `Only ${limit} in stock: ${added} × ${size.label} added, all ${limit} are in your cart.`
        : `${quantity} × ${size.label}`,
    duration: TOAST_DURATION.default,
    actions: [
      { label: 'View Cart', to: paths.cart.getHref() },
      // Closing the toast is all it does: the shopper stays where they are.
      { label: 'Continue Shopping', onClick: () => undefined },
    ],
  })
  return true
}

export function useAddToCart() {
  const adding = useCartStore((state) => state.adding)
  const isAdding = useCallback(
    (productId: string, sizeValue?: string | null) =>
      sizeValue === undefined
        ? adding.some((key) => key.startsWith(`${productId}::`))
        : adding.includes(cartLineKey(productId, sizeValue)),
    [adding],
  )
  return { addToCart: addProductToCart, isAdding }
}
