import { queryOptions, useQuery } from '@tanstack/react-query'
import { blogKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { BlogPostSummary } from '../types'
import { buildBlogPostsQuery } from './blog-queries'

async function getBlogPosts(signal: AbortSignal): Promise<BlogPostSummary[]> {
  const { data, error } = await buildBlogPostsQuery(db, signal)
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
