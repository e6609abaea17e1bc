import { useState } from 'react'
import type { ProductRow } from '@/types/models'
import { releasePreview, useReleasePreviews, type PendingImage } from '@/lib/pending-image'

/** The product's stored images the form keeps, and the chosen ones (local previews until the save uploads them). */
export function useProductImages(product: ProductRow | undefined) {
  const [mainImageUrl, setMainImageUrl] = useState<string | null>(product?.main_image_url ?? null)
  const [galleryUrls, setGalleryUrls] = useState<string[]>(product?.gallery_image_urls ?? [])
  const [mainImage, setMainImage] = useState<PendingImage | null>(null)
  const [gallery, setGallery] = useState<PendingImage[]>([])
  useReleasePreviews(mainImage ? [mainImage, ...gallery] : gallery)
  return {
    mainImageUrl,
    galleryUrls,
    mainImage,
    gallery,
    setMainImageUrl,
    setGalleryUrls,
    setMainImage,
    setGallery,
    /** After a reload: the stored images of that version. */
    resetTo: (row: ProductRow) => {
      setMainImageUrl(row.main_image_url)
      setGalleryUrls(row.gallery_image_urls)
    },
    /** After a save: the previews are no longer needed. */
    releaseAll: () => {
      gallery.forEach(releasePreview)
      if (mainImage) releasePreview(mainImage)
    },
  }
}

export type ProductImages = ReturnType<typeof useProductImages>
