/** What is wrong with a cart line against the database: the cart and the checkout flag a line alike. */
export type CartLineProblem =
  | { kind: 'unavailable' }
  | { kind: 'size-unavailable' }
  | { kind: 'out-of-stock' }
  | { kind: 'low-stock'; stock: number }

export function problemMessage(problem: CartLineProblem): string {
  switch (problem.kind) {
    case 'unavailable':
      return 'This spice is no longer available. Please remove it from your cart.'
    case 'size-unavailable':
      return 'This size is no longer sold. Please remove it and choose another size.'
    case 'out-of-stock':
      return 'This size is now out of stock. Please remove it from your cart.'
    case 'low-stock':
      return `Only ${problem.stock} left in stock. Please lower the quantity to ${problem.stock} or less.`
  }
}
