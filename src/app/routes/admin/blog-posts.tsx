import { Seo } from '@/components/seo/seo'
import { adminBlogPostsQueryOptions } from '@/features/blog-editor/api/blog-posts'
import { BlogPostList } from '@/features/blog-editor/components/blog-post-list'
import { requireSession } from '../../require-session'

export const clientLoader = requireSession(
  (queryClient) => [queryClient.ensureQueryData(adminBlogPostsQueryOptions())],
  { area: 'admin' },
)

export default function AdminBlogPostsRoute() {
  return (
    <>
      <Seo title="Admin: Blog Posts" description="CasaBite administration." noIndex />
      <BlogPostList />
    </>
  )
}
