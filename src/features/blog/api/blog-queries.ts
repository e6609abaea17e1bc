import type { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from '@/types/supabase'
import { BLOG_LIST_COLUMNS, BLOG_POST_COLUMNS, PUBLISHED } from '../types.ts'

// Kept apart from the app's client (lib/supabase): index.html's early read (scripts/vite/early-read.ts) builds
// these very requests in Node.

/** Published posts, newest first, with the card's columns only (RLS hides drafts from visitors as well). */
export const buildBlogPostsQuery = (client: PostgrestClient<Database>, signal: AbortSignal) =>
  client
    .from('blog_posts')
    .select(BLOG_LIST_COLUMNS)
    .eq('publish_status', PUBLISHED)
    .order('published_at', { ascending: false })
    .abortSignal(signal)

/** One published post by its slug, with what its page shows. */
export const buildBlogPostQuery = (client: PostgrestClient<Database>, slug: string, signal: AbortSignal) =>
  client
    .from('blog_posts')
    .select(BLOG_POST_COLUMNS)
    .eq('blog_slug', slug)
    .eq('publish_status', PUBLISHED)
    .abortSignal(signal)
    .single()
