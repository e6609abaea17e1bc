import { useState } from 'react'
import { useAddToCart } from '@/hooks/use-add-to-cart'
import {
  clampQuantity,
  findSize,
  initialSizeOf,
  isOutOfStock,
  maxQuantityOf,
  parseSizes,
  stockOf,
  unitPriceCents,
} from '@/lib/product-sizes'
import { toast } from '@/stores/toast'
import type { ProductRow } from '@/types/models'

/**
 * The size, quantity and add-to-cart state of one product page, shared by the info section and the
 * mobile sticky bar. It recomputes from the product on every render, so a live stock change shows at once.
 */
export function useProductPurchase(product: ProductRow) {
  const sizes = parseSizes(product.available_sizes)
  const [chosen, setChosen] = useState<string | null>(() => initialSizeOf(product)?.value ?? null)
  const [requested, setRequested] = useState(1)
  const { addToCart, isAdding } = useAddToCart()

  // A chosen size that disappeared from the list (edited live) counts as no choice.
  const size = findSize(product, chosen)
  // Without a size nothing can be bought: with every size sold out (or no sizes) that is "out of stock",
  // otherwise the shopper still has to pick one.
  const outOfStock = size ? isOutOfStock(product, size) : sizes.every((s) => isOutOfStock(product, s))
  const needsSize = !size && !outOfStock
  const stock = size ? stockOf(product, size) : null
  const max = maxQuantityOf(product, size)
  // Stock 0 keeps the quantity at 1; otherwise the stepper follows the (possibly shrunken) stock.
  const quantity = outOfStock ? 1 : clampQuantity(requested, max)
  const adding = isAdding(product.id, size?.value ?? null)

  const add = async () => {
    if (needsSize) {
      toast({ pageBound: true, title: 'Selection Missing', description: 'Please select a size before adding to cart.' })
      return
    }
    if (outOfStock || adding) return
    await addToCart(product, { size: size?.value ?? null, quantity })
  }

  return {
    sizes,
    size,
    chooseSize: setChosen,
    quantity,
    setQuantity: setRequested,
    max,
    stock,
    outOfStock,
    needsSize,
    adding,
    unitCents: unitPriceCents(product, size),
    add,
  }
}

export type ProductPurchase = ReturnType<typeof useProductPurchase>
