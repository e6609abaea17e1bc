import type { QueryClient } from '@tanstack/react-query'
import type { RouteLoaderArgs } from '../../route-objects'
import { useParams } from 'react-router-dom'
import { blogPostQueryOptions } from '@/features/blog/api/get-blog-post'
import { blogPostsQueryOptions } from '@/features/blog/api/get-blog-posts'
import { BlogPostPage } from '@/features/blog/components/blog-post-page'

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: RouteLoaderArgs) => {
    const slug = params.postId ?? ''
    // "More from the Blog" loads beside the post, without holding it up.
    void queryClient.prefetchQuery(blogPostsQueryOptions())
    // Not found and failures are states of the page (Post Not Found, a toast), not route errors.
    await queryClient.ensureQueryData(blogPostQueryOptions(slug)).catch(() => undefined)
    return null
  }

export default function BlogPostRoute() {
  const { postId = '' } = useParams()
  return <BlogPostPage slug={postId} />
}
