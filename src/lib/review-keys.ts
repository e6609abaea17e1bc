/**
 * A product's public reviews (a page each) and whether the signed-in user may review it. Kept out of
 * query-keys.ts (which the entry chunk holds) so that only the pages that use them download them; the
 * shape follows query-keys.ts.
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: string) => [...reviewKeys.all, productId] as const,
  page: (productId: string, page: number) => [...reviewKeys.product(productId), 'page', page] as const,
  eligibility: (productId: string, userId: string) =>
    [...reviewKeys.product(productId), 'eligibility', userId] as const,
}
