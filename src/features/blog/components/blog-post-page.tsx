import { useState } from 'react'
import { NotFoundError } from '@/lib/errors'
import { useLiveQueries } from '@/hooks/use-live-queries'
import { blogKeys } from '@/lib/query-keys'
import { useBlogPost } from '../api/get-blog-post'
import { BlogPostArticle } from './blog-post-article'
import { BlogPostSkeleton } from './blog-post-skeleton'
import { MoreFromBlog } from './more-from-blog'
import { PostUnavailable } from './post-unavailable'

/**
 * /blog/{slug}: the post while it is published, live (spec §4). A post this page has shown that
 * then comes back as not found (unpublished, renamed or deleted while open) is "no longer available";
 * one that was never found is "Post Not Found". A failed background refetch keeps the post on screen.
 */
export function BlogPostPage({ slug }: { slug: string }) {
  const post = useBlogPost(slug)
  // An UPDATE of this slug refetches it: a post no longer published comes back as not found (below), any
  // other change shows the new content; the list is refetched too (More from the Blog). Realtime delivers a
  // change only to readers who may SELECT the new row, so visitors never hear of an unpublishing: for them
  // the post query re-checks when the tab regains focus (get-blog-post.ts).
  useLiveQueries({
    channel: `blog-post:${slug}`,
    table: 'blog_posts',
    event: 'UPDATE',
    filter: `blog_slug=eq.${slug}`,
    invalidate: [blogKeys.detail(slug), blogKeys.lists()],
  })

  const notFound = post.isError && post.error instanceof NotFoundError

  // Which slug this page has shown, so a later not-found reads as withdrawn (state, adjusted while rendering).
  const [shownSlug, setShownSlug] = useState<string>()
  const showing = post.data !== undefined && !notFound
  if (showing && shownSlug !== slug) setShownSlug(slug)

  let main
  if (notFound && shownSlug === slug) {
    main = (
      <PostUnavailable title="This post is no longer available." seoTitle="Post No Longer Available">
        <p>It was unpublished or moved while you were reading. There are plenty more stories on the blog.</p>
      </PostUnavailable>
    )
  } else if (notFound) {
    main = (
      <PostUnavailable title="Post Not Found" seoTitle="Post Not Found">
        <p>We couldn't find that story. It may have moved, or it hasn't been published yet.</p>
      </PostUnavailable>
    )
  } else if (post.data !== undefined) {
    main = <BlogPostArticle post={post.data} />
  } else if (post.isError && !post.isFetching) {
    main = (
      <PostUnavailable title="Story Unavailable" seoTitle="Story Unavailable" onRetry={() => void post.refetch()}>
        <p>We couldn't load this story just now. Please check your connection and try again.</p>
      </PostUnavailable>
    )
  } else {
    main = <BlogPostSkeleton />
  }

  return (
    <>
      {main}
      <MoreFromBlog currentSlug={slug} />
    </>
  )
}
