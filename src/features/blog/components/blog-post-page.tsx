import { useState } from 'react'
import { NotFoundError } from '@/lib/errors'
import type { ToastInput } from '@/stores/toast'
import { useBlogPost } from '../api/get-blog-post'
import { useBlogPostLive } from '../api/use-blog-post-live'
import { useFailureToast } from '../hooks/use-failure-toast'
import { BlogPostArticle } from './blog-post-article'
import { BlogPostSkeleton } from './blog-post-skeleton'
import { MoreFromBlog } from './more-from-blog'
import { PostUnavailable } from './post-unavailable'

const POST_FAILED: ToastInput = {
  title: 'Error',
  description: 'Could not fetch blog post. It might not exist or there was a network issue.',
  variant: 'destructive',
}

/**
 * /blog/{slug}: the post while it is published, live (spec §4). A post this page has shown that
 * then comes back as not found (unpublished, renamed or deleted while open) is "no longer available";
 * one that was never found is "Post Not Found". A failed background refetch keeps the post on screen.
 */
export function BlogPostPage({ slug }: { slug: string }) {
  const post = useBlogPost(slug)
  useBlogPostLive(slug)

  const notFound = post.isError && post.error instanceof NotFoundError
  // Only when there is nothing to show: a failed background re-check keeps the post on screen, quietly.
  useFailureToast(post.isError && !notFound && post.data === undefined, post.errorUpdatedAt, POST_FAILED)

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
