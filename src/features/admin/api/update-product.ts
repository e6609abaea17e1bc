import { useMutation, useQueryClient } from '@tanstack/react-query'
import { db } from '@/lib/supabase'
import type { Json, TablesUpdate } from '@/types/database'
import { droppedImageUrls, imageUrlsOf } from '../lib/product-image-objects'
import { adminKeys } from '@/lib/query-keys'
import { invalidateProducts } from './invalidate-products'
import { removeDroppedProductImages } from './product-images'

/** The fields an admin edits; id, created_at, updated_at, rating and reviews_count are the database's. */
export type ProductChanges = Omit<
  TablesUpdate<'products'>,
  'id' | 'created_at' | 'updated_at' | 'rating' | 'reviews_count'
>

export interface UpdateProductInput {
  productId: string
  /** The product's updated_at as the form loaded it. */
  loadedUpdatedAt: string
  /** The product's photos as the form loaded them: those the save drops are removed from the bucket. */
  loadedImageUrls: readonly (string | null)[]
  changes: ProductChanges
}

/**
 * Saves changes to a product (rpc admin_update_product) only if nobody changed it since it was loaded;
 * otherwise it fails as isStaleProductError tells, and a taken slug as isSlugTakenError tells. Once saved,
 * the photos it no longer has leave the bucket (the loaded ones are what the database had: the save
 * succeeds only if nobody changed the product since).
 */
async function updateProduct({ productId, loadedUpdatedAt, loadedImageUrls, changes }: UpdateProductInput) {
  const { data, error } = await db.rpc('admin_update_product', {
    p_id: productId,
    p_expected_updated_at: loadedUpdatedAt,
    p_changes: changes as Json,
  })
  if (error) throw error
  await removeDroppedProductImages(droppedImageUrls(loadedImageUrls, imageUrlsOf(data)))
  return data
}

export function useUpdateProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(adminKeys.product(product.id), product)
      invalidateProducts(queryClient)
    },
  })
}
