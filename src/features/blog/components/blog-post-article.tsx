import { Seo } from '@/components/seo/seo'
import { postDescription } from '../lib/post-description'
import type { BlogPost } from '../types'
import { BackToBlog } from './back-to-blog'
import { BlogPostStructuredData } from './blog-post-structured-data'
import { PostContent } from './post-content'
import { PostImage } from './post-image'
import { PostMeta } from './post-meta'

/** The story itself: title, date, author, category, image and the sanitised body (spec §2). */
export function BlogPostArticle({ post }: { post: BlogPost }) {
  const description = postDescription(post)
  return (
    <>
      <Seo title={post.blog_title} description={description} type="article" image={post.main_image_url ?? undefined} />
      {post.published_at ? <meta property="article:published_time" content={post.published_at} /> : null}
      <meta property="article:modified_time" content={post.updated_at} />
      <meta property="article:section" content={post.category} />
      <BlogPostStructuredData post={post} description={description} />
      <article aria-labelledby="blog-post-title" className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
        <BackToBlog />
        <header className="mt-6">
          <PostMeta category={post.category} publishedAt={post.published_at} className="text-ink-muted" />
          <h1 id="blog-post-title" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            {post.blog_title}
          </h1>
          <p className="mt-3 text-ink-muted">By {post.author_name}</p>
        </header>
        <PostImage
          src={post.main_image_url}
          alt={post.image_description}
          priority
          className="mt-8 rounded-2xl border border-brand-100"
        />
        <div className="mt-4">
          <PostContent html={post.blog_content} />
        </div>
      </article>
    </>
  )
}
