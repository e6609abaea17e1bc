import { htmlToText } from '@/lib/sanitize-html'

/** Search engines show about this much of a description (spec §9: the fallback excerpt is 155 characters). */
export const DESCRIPTION_LENGTH = 155

/** Cuts at a word boundary and ends with an ellipsis, never longer than `max` characters in all. */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut
  return `${words.replace(/[\s,.;:!?-]+$/, '')}…`
}

/** The post's meta description: its excerpt, else the opening of its body, at most 155 characters. */
export function postDescription(post: { blog_excerpt: string; blog_content: string }): string {
  const source = post.blog_excerpt.trim() || htmlToText(post.blog_content)
  return truncateText(source, DESCRIPTION_LENGTH)
}
