import { Button } from '@/components/ui/button'
import { ConfirmButton } from '@/components/ui/confirm-button'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/errors'
import { toast } from '@/stores/toast'
import { PUBLISHED, type AdminBlogPost } from '../api/blog-posts'
import { useDeleteBlogPost, useSetBlogPostPublished } from '../api/save-blog-post'

type PostRef = Pick<AdminBlogPost, 'id' | 'blog_title' | 'publish_status' | 'main_image_url'>

/**
 * Publish or Unpublish: one button whose words follow the post's state, so focus stays on it. Both are
 * undone by the other, so neither asks first.
 */
export function PublishButton({ post }: { post: PostRef }) {
  const publish = useSetBlogPostPublished()
  const published = post.publish_status === PUBLISHED
  const toggle = async () => {
    try {
      await publish.mutateAsync({ id: post.id, published: !published })
      toast(
        published
          ? { title: 'Post Unpublished', description: `${post.blog_title} is no longer on the blog.` }
          : { title: 'Post Published', description: `${post.blog_title} is live on the blog.` },
      )
    } catch (error) {
      toast({
        title: published ? 'Unpublish Failed' : 'Publish Failed',
        description: errorMessage(error),
        variant: 'destructive',
      })
    }
  }
  return (
    <Button
      variant={published ? 'secondary' : 'primary'}
      aria-label={`${published ? 'Unpublish' : 'Publish'} ${post.blog_title}`}
      aria-disabled={publish.isPending || undefined}
      onClick={() => void (publish.isPending ? undefined : toggle())}
    >
      {publish.isPending ? <Spinner /> : null}
      {published ? 'Unpublish' : 'Publish'}
    </Button>
  )
}

/** Delete, confirmed in a dialog first (the post and its cover image are gone for good). */
export function DeletePostButton({ post, onDeleted }: { post: PostRef; onDeleted?: () => void }) {
  const remove = useDeleteBlogPost()
  return (
    <ConfirmButton
      label="Delete"
      ariaLabel={`Delete ${post.blog_title}`}
      variant="ghost"
      title={`Delete ${post.blog_title}?`}
      confirmLabel="Confirm Delete"
      busyLabel="Deleting..."
      failedTitle="Delete Failed"
      onConfirm={async () => {
        await remove.mutateAsync(post)
        toast({ title: 'Post Deleted', description: `${post.blog_title} was deleted.` })
        onDeleted?.()
      }}
    >
      <p>
        The post and its cover image are removed for good, and readers following a link to it will find Post Not Found.
        To take it off the blog for now, unpublish it instead.
      </p>
    </ConfirmButton>
  )
}
