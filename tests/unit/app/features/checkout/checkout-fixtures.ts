import type { CartLine } from '@/stores/cart'

/** A cart line to check out. */
export const cuminLine: CartLine = {
  productId: '33333333-3333-4333-8333-333333333333',
  slug: 'cumin-seeds',
  name: 'Cumin Seeds',
  imageUrl: null,
  size: { value: '100g', label: '100 g jar', priceModifier: 0 },
  unitPriceCents: 650,
  quantity: 1,
}
