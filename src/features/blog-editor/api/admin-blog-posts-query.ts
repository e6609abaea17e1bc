import type { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from '@/types/supabase'

// Apart from the app's client (lib/supabase), as the catalogue's query is: index.html's early read
// (scripts/vite/early-read.ts) builds the very same request.

/** What the admin's list of posts shows of each. */
const ADMIN_BLOG_LIST_COLUMNS =
  'id, blog_slug, blog_title, publish_status, published_at, updated_at, author_name, category, main_image_url, image_description'

/** Every post, drafts too (admins read all by RLS), the last edited first. */
export function buildAdminBlogPostsQuery(client: PostgrestClient<Database>, signal: AbortSignal) {
  return client
    .from('blog_posts')
    .select(ADMIN_BLOG_LIST_COLUMNS)
    .order('updated_at', { ascending: false })
    .abortSignal(signal)
}
