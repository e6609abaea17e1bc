import { site } from '@/config/site'
import type { BlogPost } from '../types'

/** schema.org BlogPosting for search engines; `<` is escaped so the JSON can never close the script. */
export function BlogPostStructuredData({ post, description }: { post: BlogPost; description: string }) {
  const origin = window.location.origin
  const url = new URL(window.location.pathname, origin).href
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.blog_title,
    description,
    image: post.main_image_url ? [new URL(post.main_image_url, origin).href] : undefined,
    datePublished: post.published_at ?? undefined,
    dateModified: post.updated_at,
    articleSection: post.category,
    author: { '@type': 'Person', name: post.author_name },
    publisher: { '@type': 'Organization', name: site.name, url: origin },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  }
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
