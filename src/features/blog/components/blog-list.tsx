import { Button, ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useLiveQueries } from '@/hooks/use-live-queries'
import { blogKeys } from '@/lib/query-keys'
import { toast } from '@/stores/toast'
import { useBlogPosts } from '../api/get-blog-posts'
import { BlogCard } from './blog-card'
import { BlogListSkeleton } from './blog-list-skeleton'

/** The published stories, newest first, live (spec §2, §4), with loading, failure and empty states. */
export function BlogList() {
  const posts = useBlogPosts()
  // Any change to a post this visitor may see refetches the lists (a burst once) and says so. A refused or
  // lost connection is tolerated quietly: the list still works, it is just not live.
  useLiveQueries({
    channel: 'blog-posts-list',
    table: 'blog_posts',
    settleMs: 300,
    invalidate: [blogKeys.lists()],
    onRefresh: () =>
      toast({ pageBound: true, title: 'Blog Updated!', description: 'Our spice stories have been refreshed.' }),
  })

  if (posts.isPending || (posts.isError && posts.isFetching)) {
    return <BlogListSkeleton />
  }

  if (posts.isError) {
    return (
      <div className="rounded-2xl border border-brand-100 bg-white p-10 text-center">
        <h2 className="text-2xl font-bold">Stories Are Out of Reach</h2>
        <p className="mt-2 text-ink-muted">We couldn't load the blog just now. Please try again in a moment.</p>
        <Button onClick={() => void posts.refetch()} className="mt-6">
          Try Again
        </Button>
      </div>
    )
  }

  if (posts.data.length === 0) {
    return (
      <div className="rounded-2xl border border-brand-100 bg-white p-10 text-center">
        <h2 className="text-2xl font-bold">No Stories Yet</h2>
        <p className="mt-2 text-ink-muted">
          Our writers are still out on the spice trail. Check back soon for sourcing stories, recipes and kitchen tips.
        </p>
        <ButtonLink to={paths.shop.getHref()} variant="secondary" className="mt-6">
          Shop Our Spices
        </ButtonLink>
      </div>
    )
  }

  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {posts.data.map((post, index) => (
        <li key={post.id}>
          <BlogCard post={post} priority={index === 0} />
        </li>
      ))}
    </ul>
  )
}
