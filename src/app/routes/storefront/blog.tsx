import type { QueryClient } from '@tanstack/react-query'
import { Seo } from '@/components/seo/seo'
import { PageShell } from '@/components/ui/page-shell'
import { blogPostsQueryOptions } from '@/features/blog/api/get-blog-posts'
import { BlogList } from '@/features/blog/components/blog-list'

/**
 * Starts the stories' request as soon as the route matches, without waiting for it: the list shows its six
 * skeleton cards meanwhile (spec §9), which is also the page's prerendered first screen. A failure is shown by
 * the list (Try Again), not a crash.
 */
export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(blogPostsQueryOptions())
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
