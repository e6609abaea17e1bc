import * as z from 'zod/mini'
import type { AdminBlogPost, BlogPostFields } from '../api/blog-posts'
import { renderMarkdown } from './markdown'

/** The database's limits (blog_posts' checks), said as the form says them. */
export const BLOG_POST_MESSAGES = {
  title: 'Give the post a title of 2 to 200 characters.',
  slug: 'Use lowercase letters, digits and single hyphens, like saffron-harvest-notes.',
  slugTaken: 'Another post already uses this slug. Choose another.',
  excerpt: 'Keep the excerpt to 400 characters at most.',
  author: 'Name the author (up to 120 characters).',
  category: 'Give the post a category (up to 60 characters), like Recipes.',
  body: 'Keep the body to 100,000 characters at most.',
  imageDescription: 'Describe the cover image in up to 300 characters.',
  imageDescriptionMissing: 'Describe the cover image for readers who cannot see it.',
} as const

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

const trimmed = (...checks: Parameters<ReturnType<typeof z.string>['check']>) => z.string().check(z.trim(), ...checks)

export const blogPostSchema = z.object({
  blog_title: trimmed(z.minLength(2, BLOG_POST_MESSAGES.title), z.maxLength(200, BLOG_POST_MESSAGES.title)),
  blog_slug: trimmed(z.regex(SLUG, BLOG_POST_MESSAGES.slug), z.maxLength(160, BLOG_POST_MESSAGES.slug)),
  blog_excerpt: trimmed(z.maxLength(400, BLOG_POST_MESSAGES.excerpt)),
  author_name: trimmed(z.minLength(1, BLOG_POST_MESSAGES.author), z.maxLength(120, BLOG_POST_MESSAGES.author)),
  category: trimmed(z.minLength(1, BLOG_POST_MESSAGES.category), z.maxLength(60, BLOG_POST_MESSAGES.category)),
  blog_markdown: z.string().check(z.maxLength(100_000, BLOG_POST_MESSAGES.body)),
  image_description: trimmed(z.maxLength(300, BLOG_POST_MESSAGES.imageDescription)),
})

export type BlogPostFormValues = z.input<typeof blogPostSchema>

export const NEW_BLOG_POST: BlogPostFormValues = {
  blog_title: '',
  blog_slug: '',
  blog_excerpt: '',
  author_name: 'The CasaBite Team',
  category: '',
  blog_markdown: '',
  image_description: '',
}

/** A post as the form edits it; a post written as HTML opens its HTML, which Markdown keeps as it is. */
export const blogPostToForm = (post: AdminBlogPost): BlogPostFormValues => ({
  blog_title: post.blog_title,
  blog_slug: post.blog_slug,
  blog_excerpt: post.blog_excerpt,
  author_name: post.author_name,
  category: post.category,
  blog_markdown: post.blog_markdown ?? post.blog_content,
  image_description: post.image_description,
})

/** The columns a save writes (the cover's URL aside): the Markdown and the sanitised HTML it renders to. */
export const formToBlogPost = (form: BlogPostFormValues): Omit<BlogPostFields, 'main_image_url'> => ({
  blog_title: form.blog_title.trim(),
  blog_slug: form.blog_slug.trim(),
  blog_excerpt: form.blog_excerpt.trim(),
  author_name: form.author_name.trim(),
  category: form.category.trim(),
  blog_markdown: form.blog_markdown,
  blog_content: renderMarkdown(form.blog_markdown),
  image_description: form.image_description.trim(),
})
