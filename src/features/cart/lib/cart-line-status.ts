import { toCents, type Cents } from '@/lib/money'
import { findSize, isOutOfStock, MAX_QUANTITY, maxQuantityOf, stockOf, unitPriceCents } from '@/lib/product-sizes'
import type { CartLine } from '@/stores/cart'
import type { CartProduct } from '../api/get-cart-products'
import type { CartLineProblem } from '@/lib/cart-line-problem'

export interface CartLineStatus {
  /** The price to show and total: the current one when the database answered, else the one saved with the line. */
  unitCents: Cents
  /** The saved price when it differs from the current one. */
  previousUnitCents: Cents | null
  /** The stepper's ceiling. */
  max: number
  problem: CartLineProblem | null
}

/**
 * Compares a line with the product's current row. `products` undefined means the check has not answered
 * (still loading or failed): the line is shown as saved, without a verdict.
 */
export function cartLineStatus(line: CartLine, products: readonly CartProduct[] | undefined): CartLineStatus {
  const saved: CartLineStatus = {
    unitCents: line.unitPriceCents,
    previousUnitCents: null,
    max: MAX_QUANTITY,
    problem: null,
  }
  if (!products) return saved
  const product = products.find((p) => p.id === line.productId)
  if (!product || !product.is_active) return { ...saved, problem: { kind: 'unavailable' } }

  const size = line.size ? findSize(product, line.size.value) : null
  if (line.size && !size) return { ...saved, problem: { kind: 'size-unavailable' } }

  const unitCents = size ? unitPriceCents(product, size) : toCents(product.price)
  const previousUnitCents = unitCents !== line.unitPriceCents ? line.unitPriceCents : null
  const max = maxQuantityOf(product, size)
  const stock = stockOf(product, size)
  let problem: CartLineProblem | null = null
  if (isOutOfStock(product, size)) problem = { kind: 'out-of-stock' }
  else if (stock !== null && stock < line.quantity) problem = { kind: 'low-stock', stock }
  return { unitCents, previousUnitCents, max, problem }
}
