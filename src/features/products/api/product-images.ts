import { db, loadStorage } from '@/lib/supabase'
import { PRODUCT_IMAGES_BUCKET, productImageObjectPaths } from '../lib/product-image-objects'
import { slugify } from '@/lib/slug'

export { PRODUCT_IMAGES_BUCKET }

export interface StoredImage {
  path: string
  publicUrl: string
}

/** `{slug}/{file name slugified}-{random}.{ext}`: readable, and never overwriting another upload. */
export function productImagePath(productSlug: string, file: File): string {
  const dot = file.name.lastIndexOf('.')
  const base = slugify(dot > 0 ? file.name.slice(0, dot) : file.name) || 'image'
  const ext = slugify(dot > 0 ? file.name.slice(dot + 1) : '') || 'img'
  const unique = crypto.randomUUID().slice(0, 8)
  return `${slugify(productSlug) || 'product'}/${base}-${unique}.${ext}`
}

/**
 * Uploads the files to the public product-images bucket (admins only, 2 MB, JPEG/PNG/WebP: the bucket's
 * own rules). All or nothing: when one fails, the ones already uploaded are removed and the error thrown.
 */
export async function uploadProductImages(productSlug: string, files: readonly File[]): Promise<StoredImage[]> {
  const bucket = (await loadStorage()).from(PRODUCT_IMAGES_BUCKET)
  const stored: StoredImage[] = []
  try {
    for (const file of files) {
      const path = productImagePath(productSlug, file)
      const { error } = await bucket.upload(path, file, { contentType: file.type, upsert: false })
      if (error) throw error
      stored.push({ path, publicUrl: bucket.getPublicUrl(path).data.publicUrl })
    }
  } catch (error) {
    await removeProductImages(stored)
    throw error
  }
  return stored
}

/** Removes uploaded files (a save that failed after its uploads); a failure here leaves them, unreported. */
export async function removeProductImages(images: readonly StoredImage[]): Promise<void> {
  if (images.length === 0) return
  const bucket = (await loadStorage()).from(PRODUCT_IMAGES_BUCKET)
  await bucket.remove(images.map((image) => image.path)).catch(() => undefined)
}

/** Whether an order line shows this photo: orders keep the main image's URL of what was bought. */
async function orderShows(url: string): Promise<boolean> {
  const { count, error } = await db
    .from('orders')
    .select('id', { count: 'exact', head: true })
    .filter('products_ordered', 'cs', JSON.stringify([{ main_image_url: url }]))
  if (error) throw error
  return (count ?? 0) > 0
}

/**
 * Removes from the bucket the photos a product no longer uses, once the database write that dropped them
 * has succeeded. Only objects in our bucket (other URLs, such as the seed's pictures, are not ours), and
 * never one an order still shows. Best effort: the product is saved either way, so a failure here leaves
 * the files behind rather than failing the save.
 */
export async function removeDroppedProductImages(urls: readonly string[]): Promise<void> {
  try {
    const bucket = (await loadStorage()).from(PRODUCT_IMAGES_BUCKET)
    const bucketUrl = bucket.getPublicUrl('').data.publicUrl
    const paths: string[] = []
    for (const url of urls) {
      const [path] = productImageObjectPaths([url], bucketUrl)
      if (path && !(await orderShows(url))) paths.push(path)
    }
    if (paths.length > 0) await bucket.remove(paths)
  } catch {
    // left behind: see above
  }
}
