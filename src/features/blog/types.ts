import type { Tables } from '@/types/database'

export type BlogPost = Tables<'blog_posts'>

/** What the blog list selects (spec §7): everything a card shows, not the body. */
export const BLOG_LIST_COLUMNS =
  'id, blog_slug, blog_title, blog_excerpt, published_at, author_name, category, main_image_url, image_description' as const

export type BlogPostSummary = Pick<
  BlogPost,
  | 'id'
  | 'blog_slug'
  | 'blog_title'
  | 'blog_excerpt'
  | 'published_at'
  | 'author_name'
  | 'category'
  | 'main_image_url'
  | 'image_description'
>

export const PUBLISHED = 'published'
