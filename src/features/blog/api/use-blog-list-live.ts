import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { blogKeys } from '@/lib/query-keys'
import { openChannel } from '@/lib/supabase'
import { toast } from '@/stores/toast'

/** A burst of changes (an editor saving several posts) gives one refetch and one toast. */
const SETTLE_MS = 300

/**
 * Keeps the blog list live (spec §4): any insert, update or delete on blog_posts that this visitor may
 * see refetches the lists and says so. A refused or lost connection is tolerated quietly: the list
 * still works, it is just not live (Realtime keeps trying to reconnect).
 */
export function useBlogListLive() {
  const queryClient = useQueryClient()

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const close = openChannel('blog-posts-list', (channel) =>
      channel.on('postgres_changes', { event: '*', schema: 'public', table: 'blog_posts' }, () => {
        clearTimeout(timer)
        timer = setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: blogKeys.lists() })
          toast({ title: 'Blog Updated!', description: 'Our spice stories have been refreshed.' })
        }, SETTLE_MS)
      }),
    )
    return () => {
      clearTimeout(timer)
      close()
    }
  }, [queryClient])
}
