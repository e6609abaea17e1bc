import { useMutation, useQueryClient } from '@tanstack/react-query'
import { db } from '@/lib/supabase'
import type { TablesInsert } from '@/types/database'
import { adminKeys } from '@/lib/query-keys'
import { invalidateProducts } from './invalidate-products'

export type NewProduct = TablesInsert<'products'>

/** Inserts a product (the admins' insert policy); a taken slug fails as isSlugTakenError tells. */
async function createProduct(product: NewProduct) {
  const { data, error } = await db.from('products').insert(product).select().single()
  if (error) throw error
  return data
}

export function useCreateProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(adminKeys.product(product.id), product)
      invalidateProducts(queryClient)
    },
  })
}
