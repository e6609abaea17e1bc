import { queryOptions, useQuery } from '@tanstack/react-query'
import { NotFoundError } from '@/lib/errors'
import { adminKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { Tables, TablesInsert } from '@/types/database'
import { buildAdminBlogPostsQuery } from './admin-blog-posts-query'

export type AdminBlogPost = Tables<'blog_posts'>

/** The columns the admin edits; id, dates and status are written by their own actions or the database. */
export type BlogPostFields = Omit<
  TablesInsert<'blog_posts'>,
  'id' | 'created_at' | 'updated_at' | 'published_at' | 'publish_status'
>

export const PUBLISHED = 'published'
export const DRAFT = 'draft'

export type AdminBlogPostSummary = Pick<
  AdminBlogPost,
  | 'id'
  | 'blog_slug'
  | 'blog_title'
  | 'publish_status'
  | 'published_at'
  | 'updated_at'
  | 'author_name'
  | 'category'
  | 'main_image_url'
  | 'image_description'
>

async function getAdminBlogPosts(signal: AbortSignal): Promise<AdminBlogPostSummary[]> {
  const { data, error } = await buildAdminBlogPostsQuery(db, signal)
  if (error) throw error
  return data
}

export const adminBlogPostsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.blogPostList(), queryFn: ({ signal }) => getAdminBlogPosts(signal) })

export function useAdminBlogPosts() {
  return useQuery(adminBlogPostsQueryOptions())
}

/** One post by id, with its body, for the edit form. */
async function getAdminBlogPost(postId: string, signal: AbortSignal): Promise<AdminBlogPost> {
  const { data, error } = await db.from('blog_posts').select('*').eq('id', postId).abortSignal(signal).maybeSingle()
  if (error) throw error
  if (!data) throw new NotFoundError('Post could not be loaded for editing.')
  return data
}

export const adminBlogPostQueryOptions = (postId: string) =>
  queryOptions({ queryKey: adminKeys.blogPost(postId), queryFn: ({ signal }) => getAdminBlogPost(postId, signal) })

export function useAdminBlogPost(postId: string) {
  return useQuery(adminBlogPostQueryOptions(postId))
}
