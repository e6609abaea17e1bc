import { useMutation, useQueryClient } from '@tanstack/react-query'
import { db } from '@/lib/supabase'
import { imageUrlsOf } from '../lib/product-image-objects'
import { invalidateProducts } from '@/lib/invalidate-products'
import { removeDroppedProductImages } from './product-images'

/** What admin_delete_product did: deleted, or deactivated because an order names the product. */
export type ProductRemoval = 'deleted' | 'deactivated'

/**
 * Deletes a product (or deactivates it when an order names it). A deleted product's photos go from the
 * bucket afterwards, so they are only removed once the product is gone; a deactivated one keeps them.
 */
async function deleteProduct(productId: string): Promise<ProductRemoval> {
  const images = await db
    .from('products')
    .select('main_image_url, gallery_image_urls')
    .eq('id', productId)
    .maybeSingle()
  if (images.error) throw images.error
  const { data, error } = await db.rpc('admin_delete_product', { p_id: productId })
  if (error) throw error
  if (data === 'deactivated') return 'deactivated'
  if (images.data) await removeDroppedProductImages(imageUrlsOf(images.data).filter((url) => url !== null))
  return 'deleted'
}

export function useDeleteProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => invalidateProducts(queryClient),
  })
}
