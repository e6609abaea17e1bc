import type { QueryClient } from '@tanstack/react-query'
import { Seo } from '@/components/seo/seo'
import { PageShell } from '@/components/ui/page-shell'
import { blogPostsQueryOptions } from '@/features/blog/api/get-blog-posts'
import { BlogList } from '@/features/blog/components/blog-list'

export const clientLoader = (queryClient: QueryClient) => async () => {
  // Render with the stories in the common case; a failure is shown by the list (toast, Try Again), not a crash.
  await queryClient.ensureQueryData(blogPostsQueryOptions()).catch(() => undefined)
  return null
}

export default function BlogRoute() {
  return (
    <>
      <Seo
        title="Spice Stories"
        description="Stories from the CasaBite spice trail: growers, origins, recipes and kitchen tips."
      />
      <PageShell title="Spice Stories" lead="Growers, origins, recipes and kitchen tips from the CasaBite spice trail.">
        <BlogList />
      </PageShell>
    </>
  )
}
