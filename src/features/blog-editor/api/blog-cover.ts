import { loadStorage } from '@/lib/supabase'
import { slugify } from '@/lib/slug'

/** The public bucket for posts' cover images (admins write it; 2 MB, JPEG, PNG or WebP, by its own rules). */
const BLOG_IMAGES_BUCKET = 'blog-images'

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }

export interface StoredCover {
  path: string
  publicUrl: string
}

/** Uploads a cover as `{post slug}/{random}.{ext}`: readable, and never overwriting another post's. */
export async function uploadCover(postSlug: string, file: File): Promise<StoredCover> {
  const bucket = (await loadStorage()).from(BLOG_IMAGES_BUCKET)
  const path = `${slugify(postSlug) || 'post'}/${crypto.randomUUID()}.${EXTENSIONS[file.type] ?? 'img'}`
  const { error } = await bucket.upload(path, file, { contentType: file.type, upsert: false })
  if (error) throw error
  return { path, publicUrl: bucket.getPublicUrl(path).data.publicUrl }
}

/**
 * Removes a cover a post no longer shows, once the write that dropped it succeeded; only an object of our
 * bucket (the seed's pictures live elsewhere). Best effort: the post is saved either way, so a failure
 * leaves the file behind rather than failing the save.
 */
export async function removeCover(url: string | null | undefined): Promise<void> {
  if (!url) return
  try {
    const bucket = (await loadStorage()).from(BLOG_IMAGES_BUCKET)
    const bucketUrl = bucket.getPublicUrl('').data.publicUrl
    if (!url.startsWith(bucketUrl)) return
    const path = decodeURI(url.slice(bucketUrl.length).split(/[?#]/)[0]!)
    if (path && !path.split('/').some((part) => part === '' || part === '.' || part === '..')) {
      await bucket.remove([path])
    }
  } catch {
    // left behind: see above
  }
}
