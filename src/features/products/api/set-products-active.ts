import { useMutation, useQueryClient } from '@tanstack/react-query'
import { failureToast } from '@/lib/failure-toast'
import { invalidateProducts } from '@/lib/invalidate-products'
import { db } from '@/lib/supabase'

export interface SetProductsActiveInput {
  ids: readonly string[]
  active: boolean
}

/**
 * Shows or hides several products in the shop at once. RLS lets only admins update products; for anyone
 * else it matches no row, so fewer rows back than asked for is a refusal (or products deleted meanwhile).
 */
async function setProductsActive({ ids, active }: SetProductsActiveInput): Promise<number> {
  const { data, error } = await db
    .from('products')
    .update({ is_active: active })
    .in('id', [...ids])
    .select('id')
  if (error) throw error
  if (data.length < ids.length) {
    throw new Error(
      `${ids.length - data.length} of the selected products could not be changed. Reload the list and try again.`,
    )
  }
  return data.length
}

export function useSetProductsActive() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setProductsActive,
    // Partly done is possible (a product deleted meanwhile): refresh either way.
    onSettled: () => invalidateProducts(queryClient),
    meta: { errorToast: failureToast('Update Failed') },
  })
}
