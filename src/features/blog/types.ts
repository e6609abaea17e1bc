import type { Tables } from '@/types/database'

type BlogPostRow = Tables<'blog_posts'>

/** What the blog list selects (spec §7): everything a card shows, not the body. */
export const BLOG_LIST_COLUMNS =
  'id, blog_slug, blog_title, blog_excerpt, published_at, author_name, category, main_image_url, image_description' as const

export type BlogPostSummary = Pick<
  BlogPostRow,
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

/** What a post's page selects: the card's columns, the body and when it last changed (not the admin's Markdown source). */
export const BLOG_POST_COLUMNS = `${BLOG_LIST_COLUMNS}, blog_content, updated_at` as const

export type BlogPost = BlogPostSummary & Pick<BlogPostRow, 'blog_content' | 'updated_at'>

export const PUBLISHED = 'published'
