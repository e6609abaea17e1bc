import { queryOptions, useQuery } from '@tanstack/react-query'
import { NotFoundError } from '@/lib/errors'
import { blogKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { BlogPost } from '../types'
import { buildBlogPostQuery } from './blog-queries'

/** PostgREST's answer to `.single()` when no row matched (HTTP 406). */
const NO_ROW = 'PGRST116'

/** One published post by its slug; a missing or unpublished post is a NotFoundError. */
async function getBlogPost(slug: string, signal: AbortSignal): Promise<BlogPost> {
  const { data, error } = await buildBlogPostQuery(db, slug, signal)
  if (error) {
    if (error.code === NO_ROW) throw new NotFoundError(`No published blog post "${slug}".`)
    throw error
  }
  return data
}

export const blogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.detail(slug),
    queryFn: ({ signal }) => getBlogPost(slug, signal),
    retryOnMount: false,
    // Realtime never tells a visitor that a post was unpublished (under RLS the draft row is invisible to
    // them, so hosted Realtime drops the UPDATE): a reader returning to the tab re-checks the post.
    refetchOnWindowFocus: 'always',
    meta: {
      // Only when there is nothing to show: a failed background re-check keeps the post on screen, quietly.
      errorToast: (error, query) =>
        error instanceof NotFoundError || query.state.data !== undefined
          ? null
          : {
              title: 'Error',
              description: 'Could not fetch blog post. It might not exist or there was a network issue.',
              variant: 'destructive',
            },
    },
  })

export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug))
}
