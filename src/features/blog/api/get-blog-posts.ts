import { queryOptions, useQuery } from '@tanstack/react-query'
import { blogKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import { BLOG_LIST_COLUMNS, PUBLISHED, type BlogPostSummary } from '../types'

/** Published posts, newest first, with the card's columns only (RLS hides drafts from visitors as well). */
async function getBlogPosts(signal: AbortSignal): Promise<BlogPostSummary[]> {
  const { data, error } = await db
    .from('blog_posts')
    .select(BLOG_LIST_COLUMNS)
    .eq('publish_status', PUBLISHED)
    .order('published_at', { ascending: false })
    .abortSignal(signal)
  if (error) throw error
  return data
}

export const blogPostsQueryOptions = () =>
  queryOptions({
    queryKey: blogKeys.lists(),
    queryFn: ({ signal }) => getBlogPosts(signal),
    // The route loader already tried (and retried); on error the page shows its message and Try Again.
    retryOnMount: false,
    meta: {
      errorToast: {
        title: 'Error',
        description: 'Could not fetch blog posts. Please try again later.',
        variant: 'destructive',
      },
    },
  })

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions())
}
