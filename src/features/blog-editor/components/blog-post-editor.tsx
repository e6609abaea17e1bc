import { useNavigate } from 'react-router-dom'
import { AdminHeader, AdminLoading } from '@/components/layouts/admin-header'
import { ButtonLink } from '@/components/ui/button'
import { adminPaths } from '@/config/admin-paths'
import { paths } from '@/config/paths'
import { NotFoundError } from '@/lib/errors'
import { PUBLISHED, useAdminBlogPost } from '../api/blog-posts'
import { DeletePostButton, PublishButton } from './blog-post-actions'
import { BlogPostForm } from './blog-post-form'

const backToPosts = (
  <ButtonLink variant="secondary" to={adminPaths.blogPosts.getHref()}>
    Back to Blog Posts
  </ButtonLink>
)

/** A new post: saved as a draft, then edited on (where Publish is). */
export function NewBlogPostEditor() {
  const navigate = useNavigate()
  return (
    <div className="p-4 sm:p-8">
      <AdminHeader title="New Post" actions={backToPosts} />
      <BlogPostForm
        onSaved={(post) => void navigate(adminPaths.editBlogPost.getHref(post.id), { replace: true })}
        onCancel={() => void navigate(adminPaths.blogPosts.getHref())}
      />
    </div>
  )
}

/** A post by id: loading, error or not found, or its form with Publish/Unpublish and Delete. */
export function EditBlogPostEditor({ postId }: { postId: string }) {
  const post = useAdminBlogPost(postId)
  const navigate = useNavigate()
  const toList = () => void navigate(adminPaths.blogPosts.getHref())

  if (post.isPending) return <AdminLoading title="Edit Post" actions={backToPosts} what="post" />
  if (post.isError) {
    const notFound = post.error instanceof NotFoundError
    return (
      <div className="p-4 sm:p-8">
        <AdminHeader title="Edit Post" actions={backToPosts} />
        <div role="alert" className="mt-6 rounded-xl border border-danger-700/30 bg-danger-50 p-6">
          <h2 className="text-xl font-bold text-danger-700">
            {notFound ? 'This post no longer exists.' : 'Error loading the post'}
          </h2>
          {notFound ? null : <p className="mt-2">{post.error.message}</p>}
        </div>
      </div>
    )
  }
  const published = post.data.publish_status === PUBLISHED
  return (
    <div className="p-4 sm:p-8">
      <AdminHeader
        title={`Edit: ${post.data.blog_title}`}
        actions={
          <>
            {backToPosts}
            <PublishButton post={post.data} />
            <DeletePostButton post={post.data} onDeleted={toList} />
          </>
        }
      />
      <p className="mt-3 text-ink-muted" role="status">
        {published ? (
          <>
            Published: readers see it at{' '}
            <a
              href={paths.blog.post.getHref(post.data.blog_slug)}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              /blog/{post.data.blog_slug}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </>
        ) : (
          'Draft: only admins see it until it is published.'
        )}
      </p>
      <BlogPostForm key={post.data.updated_at} post={post.data} onSaved={toList} onCancel={toList} />
    </div>
  )
}
