import { useQueryClient } from '@tanstack/react-query'
import { useLiveQueries } from '@/hooks/use-live-queries'
import { productKeys } from '@/lib/query-keys'
import type { ProductRow } from '@/types/models'
import type { ProductDetail } from './get-product'

/**
 * Live stock and price: while a product page is open, an UPDATE of its row patches the cached detail at
 * once (sizes and stepper follow without a reload) and then refetches it, with the cart's check, to be sure.
 * Realtime delivers only rows the visitor may read, so a product turned inactive arrives as nothing;
 * the refetch on the next visit shows it as not available. A refused or dropped socket is only logged:
 * the page works without live updates.
 */
export function useProductLiveUpdates(slugOrId: string, productId: string | undefined) {
  const queryClient = useQueryClient()
  useLiveQueries<ProductRow>({
    channel: `product-detail:${productId}`,
    table: 'products',
    event: 'UPDATE',
    filter: `id=eq.${productId}`,
    enabled: productId !== undefined,
    invalidate: [productKeys.detail(slugOrId), productKeys.byIdsAll()],
    onChange: (payload) => {
      if (payload.eventType !== 'UPDATE') return
      const row = payload.new
      queryClient.setQueryData<ProductDetail>(productKeys.detail(slugOrId), (current) =>
        current && row.is_active !== false
          ? { product: { ...current.product, ...row }, fromLocalData: false }
          : current,
      )
    },
    onFailure: (status, error) => console.warn(`Live product updates unavailable (${status}).`, error),
  })
}
