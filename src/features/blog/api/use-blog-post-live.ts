import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { blogKeys } from '@/lib/query-keys'
import { openChannel } from '@/lib/supabase'

/**
 * Follows the open post (spec §4, §7): an UPDATE of this slug refetches it. A post that is no longer
 * published then comes back as not found, and the page, which had shown it, says it is no longer
 * available; any other change shows the new content. The list is refetched too (titles and excerpts
 * appear under More from the Blog). Connection failures are tolerated quietly.
 *
 * Realtime delivers a change only to subscribers who may SELECT the new row, so the UPDATE that turns
 * a post into a draft reaches readers who can see drafts (admins) but not anonymous visitors; for them
 * the post query re-checks when the tab regains focus (get-blog-post.ts).
 */
export function useBlogPostLive(slug: string) {
  const queryClient = useQueryClient()

  useEffect(
    () =>
      openChannel(`blog-post:${slug}`, (channel) =>
        channel.on(
          'postgres_changes',
          { event: 'UPDATE', schema: 'public', table: 'blog_posts', filter: `blog_slug=eq.${slug}` },
          () => {
            void queryClient.invalidateQueries({ queryKey: blogKeys.detail(slug) })
            void queryClient.invalidateQueries({ queryKey: blogKeys.lists() })
          },
        ),
      ),
    [queryClient, slug],
  )
}
