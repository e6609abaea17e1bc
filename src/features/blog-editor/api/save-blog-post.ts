import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { isPostgrestErrorLike } from '@/lib/errors'
import { adminKeys, blogKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import { DRAFT, PUBLISHED, type AdminBlogPost, type BlogPostFields } from './blog-posts'
import { removeCover, uploadCover } from './blog-cover'

export interface SaveBlogPostInput {
  /** The post as the form loaded it; none for a new one (saved as a draft). */
  loaded?: AdminBlogPost
  fields: Omit<BlogPostFields, 'main_image_url'>
  /** The stored cover the form keeps (null: none, or removed). */
  coverUrl: string | null
  /** A new cover to upload, replacing coverUrl. */
  newCover: File | null
}

/** The cover could not be uploaded: nothing was written. */
export class CoverUploadError extends Error {
  override name = 'CoverUploadError'
}

/** A slug another post already has: the unique violation on blog_posts_blog_slug_key. */
export function isBlogSlugTakenError(error: unknown): boolean {
  return isPostgrestErrorLike(error) && error.code === '23505' && error.message.includes('blog_posts_blog_slug_key')
}

/** The admin's lists and forms, and what shoppers read (this browser's copy; others follow by Realtime). */
function refreshPosts(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.blogPosts() }),
    queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  ])
}

/** Writes by the admins' RLS policies; a row nobody may see or change comes back as none. */
async function writePost(loaded: AdminBlogPost | undefined, fields: BlogPostFields): Promise<AdminBlogPost> {
  const { data, error } = loaded
    ? await db.from('blog_posts').update(fields).eq('id', loaded.id).select().single()
    : await db.from('blog_posts').insert(fields).select().single()
  if (error) throw error
  return data
}

/**
 * Uploads a new cover, then writes the post with it. A failed write removes the upload again (the form
 * keeps what was typed); a saved post removes the cover it no longer shows from the bucket.
 */
async function saveBlogPost({ loaded, fields, coverUrl, newCover }: SaveBlogPostInput): Promise<AdminBlogPost> {
  let uploaded: { publicUrl: string } | undefined
  if (newCover) {
    try {
      uploaded = await uploadCover(fields.blog_slug, newCover)
    } catch (error) {
      throw new CoverUploadError(error instanceof Error ? error.message : 'Please try again.', { cause: error })
    }
  }
  let saved: AdminBlogPost
  try {
    saved = await writePost(loaded, { ...fields, main_image_url: uploaded?.publicUrl ?? coverUrl })
  } catch (error) {
    await removeCover(uploaded?.publicUrl)
    throw error
  }
  if (loaded?.main_image_url && loaded.main_image_url !== saved.main_image_url) await removeCover(loaded.main_image_url)
  return saved
}

export function useSaveBlogPost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveBlogPost,
    onSuccess: async (post) => {
      queryClient.setQueryData(adminKeys.blogPost(post.id), post)
      await refreshPosts(queryClient)
    },
  })
}

/** Publishes (the database dates a first publication) or takes a post back to a draft (it keeps its date). */
async function setPublished({ id, published }: { id: string; published: boolean }): Promise<void> {
  const { data, error } = await db
    .from('blog_posts')
    .update({ publish_status: published ? PUBLISHED : DRAFT })
    .eq('id', id)
    .select('id')
  if (error) throw error
  if (data.length === 0) throw new Error('This post no longer exists.')
}

export function useSetBlogPostPublished() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: setPublished, onSuccess: () => refreshPosts(queryClient) })
}

/** Deletes a post, then its cover from the bucket. */
async function deleteBlogPost(post: Pick<AdminBlogPost, 'id' | 'main_image_url'>): Promise<void> {
  const { data, error } = await db.from('blog_posts').delete().eq('id', post.id).select('id')
  if (error) throw error
  if (data.length === 0) throw new Error('This post no longer exists.')
  await removeCover(post.main_image_url)
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteBlogPost,
    onSuccess: (_, post) => {
      queryClient.removeQueries({ queryKey: adminKeys.blogPost(post.id) })
      return refreshPosts(queryClient)
    },
  })
}
