import { useCallback } from 'react'
import { paths } from '@/config/paths'
import { defaultSizeOf, findSize, isOutOfStock, unitPriceCents, type SizedProduct } from '@/lib/product-sizes'
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
  try {
    await wait(ADD_TO_CART_DELAY_MS)
    addItem(
      {
        productId: product.id,
        slug: product.product_slug,
        name: product.product_name,
        imageUrl: product.main_image_url,
        size: { value: size.value, label: size.label, priceModifier: size.priceModifierCents },
        unitPriceCents: unitPriceCents(product, size),
      },
      quantity,
    )
  } finally {
    useCartStore.getState().setAdding(key, false)
  }
  toast({
    pageBound: true,
    title: `${product.product_name} added to cart!`,
    description: `${quantity} × ${size.label}`,
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
