/** The public bucket the admin form uploads product photos to. */
export const PRODUCT_IMAGES_BUCKET = 'product-images'

/**
 * The object paths in our bucket that these public URLs name; any other URL (the seed's pictures, another
 * site's) is left out, so only what we stored is ever removed. `bucketUrl` is the bucket's public URL with
 * a trailing slash (getPublicUrl('')), as getPublicUrl builds every photo's URL: encodeURI(prefix + path).
 */
export function productImageObjectPaths(urls: readonly (string | null)[], bucketUrl: string): string[] {
  const paths = new Set<string>()
  for (const url of urls) {
    if (!url?.startsWith(bucketUrl)) continue
    let path: string
    try {
      path = decodeURI(url.slice(bucketUrl.length).split(/[?#]/)[0]!)
    } catch {
      continue
    }
    if (path && !path.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
      paths.add(path)
    }
  }
  return [...paths]
}

/** The photos a product had and no longer has (a removed gallery image, a replaced main image). */
export function droppedImageUrls(before: readonly (string | null)[], after: readonly (string | null)[]): string[] {
  const kept = new Set(after)
  return [...new Set(before)].filter((url): url is string => url !== null && !kept.has(url))
}

/** A product's photos: the main image and the gallery. */
export const imageUrlsOf = (product: { main_image_url: string | null; gallery_image_urls: readonly string[] }) => [
  product.main_image_url,
  ...product.gallery_image_urls,
]
