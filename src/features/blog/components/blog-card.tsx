import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import type { BlogPostSummary } from '../types'
import { PostImage } from './post-image'
import { PostMeta } from './post-meta'

interface BlogCardProps {
  post: BlogPostSummary
  /** The first card's image is the list's LCP candidate. */
  priority?: boolean
  /** The heading level inside the page (h2 in the list, h3 under "More from the Blog"). */
  headingLevel?: 2 | 3
}

/** One story: image, date, author, category, excerpt and Read More (spec §2). */
export function BlogCard({ post, priority = false, headingLevel = 2 }: BlogCardProps) {
  const href = paths.blog.post.getHref(post.blog_slug)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white">
      <PostImage src={post.main_image_url} alt={post.image_description} priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        <PostMeta category={post.category} publishedAt={post.published_at} className="text-sm text-ink-muted" />
        <Heading className="mt-2 text-xl font-bold">
          <Link to={href} className="hover:text-brand-700 hover:underline">
            {post.blog_title}
          </Link>
        </Heading>
        <p className="mt-1 text-sm text-ink-muted">By {post.author_name}</p>
        {post.blog_excerpt ? <p className="mt-3 flex-1">{post.blog_excerpt}</p> : <div className="flex-1" />}
        <Link
          to={href}
          className="mt-4 self-start font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          Read More<span className="sr-only">: {post.blog_title}</span>
        </Link>
      </div>
    </article>
  )
}
