import { htmlToText } from '@/lib/sanitize-html'
import { truncateText } from '@/lib/text'

/** Search engines show about this much of a description (spec §9: the fallback excerpt is 155 characters). */
export const DESCRIPTION_LENGTH = 155

/** The post's meta description: its excerpt, else the opening of its body, at most 155 characters. */
export function postDescription(post: { blog_excerpt: string; blog_content: string }): string {
  const source = post.blog_excerpt.trim() || htmlToText(post.blog_content)
  return truncateText(source, DESCRIPTION_LENGTH)
}
