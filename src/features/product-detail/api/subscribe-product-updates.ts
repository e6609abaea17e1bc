import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { productKeys } from '@/lib/query-keys'
import { openChannel } from '@/lib/supabase'
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
  useEffect(() => {
    if (!productId) return
    return openChannel(
      `product-detail:${productId}`,
      (channel) =>
        channel.on<ProductRow>(
          'postgres_changes',
          { event: 'UPDATE', schema: 'public', table: 'products', filter: `id=eq.${productId}` },
          (payload) => {
            const row = payload.new
            queryClient.setQueryData<ProductDetail>(productKeys.detail(slugOrId), (current) =>
              current && row.is_active !== false
                ? { product: { ...current.product, ...row }, fromLocalData: false }
                : current,
            )
            void queryClient.invalidateQueries({ queryKey: productKeys.detail(slugOrId) })
            void queryClient.invalidateQueries({ queryKey: productKeys.byIdsAll() })
          },
        ),
      (status, error) => {
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
          console.warn(`Live product updates unavailable (${status}).`, error)
        }
      },
    )
  }, [queryClient, slugOrId, productId])
}
