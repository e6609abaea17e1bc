import { useMutation, useQueryClient } from '@tanstack/react-query'
import { db } from '@/lib/supabase'
import { invalidateProducts } from './invalidate-products'

/** What admin_delete_product did: deleted, or deactivated because an order names the product. */
export type ProductRemoval = 'deleted' | 'deactivated'

async function deleteProduct(productId: string): Promise<ProductRemoval> {
  const { data, error } = await db.rpc('admin_delete_product', { p_id: productId })
  if (error) throw error
  return data === 'deactivated' ? 'deactivated' : 'deleted'
}

export function useDeleteProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => invalidateProducts(queryClient),
  })
}
