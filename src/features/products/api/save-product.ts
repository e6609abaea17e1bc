import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { Json, TablesInsert, TablesUpdate } from '@/types/database'
import type { ProductRow } from '@/types/models'
import { droppedImageUrls, imageUrlsOf } from '../lib/product-image-objects'
import { invalidateProducts } from '@/lib/invalidate-products'
import {
  removeDroppedProductImages,
  removeProductImages,
  uploadProductImages,
  type StoredImage,
} from './product-images'

/** The fields an admin edits; id, created_at, updated_at, rating and reviews_count are the database's. */
export type ProductChanges = Omit<
  TablesUpdate<'products'>,
  'id' | 'created_at' | 'updated_at' | 'rating' | 'reviews_count'
>

/** What a save writes: every column an admin edits, as an insert needs them. */
type ProductWrite = Omit<TablesInsert<'products'>, 'id' | 'created_at' | 'updated_at' | 'rating' | 'reviews_count'>

export interface SaveProductInput {
  /** The product as the form loaded it; none for a new one. */
  loaded?: ProductRow
  /** The form's columns, images aside. */
  fields: Omit<ProductWrite, 'main_image_url' | 'gallery_image_urls'>
  /** The stored images the form keeps. */
  mainImageUrl: string | null
  galleryUrls: readonly string[]
  /** New files to upload: the main image (replacing mainImageUrl) and more gallery images. */
  newMainImage: File | null
  newGalleryImages: readonly File[]
}

/** The images could not be uploaded: nothing was written. */
export class ProductImageUploadError extends Error {
  override name = 'ProductImageUploadError'
}

/**
 * Admins' insert policy for a new product; rpc admin_update_product for an edit, which refuses (as
 * isStaleProductError tells) when somebody changed the product since it was loaded. A taken slug fails as
 * isSlugTakenError tells.
 */
async function writeProduct(loaded: ProductRow | undefined, changes: ProductWrite): Promise<ProductRow> {
  if (!loaded) {
    const { data, error } = await db.from('products').insert(changes).select().single()
    if (error) throw error
    return data
  }
  const { data, error } = await db.rpc('admin_update_product', {
    p_id: loaded.id,
    p_expected_updated_at: loaded.updated_at,
    p_changes: changes as Json,
  })
  if (error) throw error
  return data
}

/**
 * Uploads the new images, then writes the product with them. A failed write removes the uploads again (the
 * form keeps what was typed); a saved edit removes the photos the product no longer has from the bucket
 * (the loaded ones are what the database had: the write succeeds only if nobody changed it since).
 */
async function saveProduct(input: SaveProductInput): Promise<ProductRow> {
  const files = [...(input.newMainImage ? [input.newMainImage] : []), ...input.newGalleryImages]
  let uploaded: StoredImage[]
  try {
    uploaded = await uploadProductImages(input.fields.product_slug, files)
  } catch (error) {
    throw new ProductImageUploadError(error instanceof Error ? error.message : 'Please try again.', { cause: error })
  }
  const newMain = input.newMainImage ? uploaded[0] : undefined
  const newGallery = uploaded.slice(input.newMainImage ? 1 : 0)
  const changes: ProductWrite = {
    ...input.fields,
    main_image_url: newMain?.publicUrl ?? input.mainImageUrl,
    gallery_image_urls: [...input.galleryUrls, ...newGallery.map((image) => image.publicUrl)],
  }
  let saved: ProductRow
  try {
    saved = await writeProduct(input.loaded, changes)
  } catch (error) {
    await removeProductImages(uploaded)
    throw error
  }
  if (input.loaded) await removeDroppedProductImages(droppedImageUrls(imageUrlsOf(input.loaded), imageUrlsOf(saved)))
  return saved
}

export function useSaveProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(adminKeys.product(product.id), product)
      invalidateProducts(queryClient)
    },
  })
}
