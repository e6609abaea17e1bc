import { Link } from 'react-router-dom'
import { AdminHeader } from '@/components/layouts/admin-header'
import { ButtonLink } from '@/components/ui/button'
import { QueryState } from '@/components/ui/query-state'
import { adminPaths } from '@/config/admin-paths'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format-date'
import { PUBLISHED, useAdminBlogPosts, type AdminBlogPostSummary } from '../api/blog-posts'
import { DeletePostButton, PublishButton } from './blog-post-actions'

/** Blog posts, drafts and published, the last edited first: write, edit, publish, unpublish, delete. */
export function BlogPostList() {
  const posts = useAdminBlogPosts()
  return (
    <div className="p-4 sm:p-8">
      <AdminHeader
        title="Blog Posts"
        actions={<ButtonLink to={adminPaths.newBlogPost.getHref()}>New Post</ButtonLink>}
      />
      <QueryState query={posts} what="blog posts" emptyTitle="No Blog Posts Yet" isEmpty={(data) => data.length === 0}>
        {(data) => (
          <ul className="mt-6 grid gap-4 xl:grid-cols-2">
            {data.map((post) => (
              <BlogPostCard key={post.id} post={post} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  )
}

function BlogPostCard({ post }: { post: AdminBlogPostSummary }) {
  const published = post.publish_status === PUBLISHED
  const titleId = `post-${post.id}`
  return (
    <li aria-labelledby={titleId} className="flex gap-4 rounded-xl border border-ink/15 bg-white p-4">
      {post.main_image_url ? (
        <img
          src={post.main_image_url}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className="size-20 shrink-0 rounded-lg object-cover sm:size-24"
        />
      ) : (
        <div aria-hidden="true" className="size-20 shrink-0 rounded-lg bg-brand-50 sm:size-24" />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={titleId} className="text-lg font-bold break-words">
            {post.blog_title}
          </h2>
          <span
            className={cn(
              'rounded-full px-3 py-1 text-xs font-semibold',
              published ? 'bg-brand-700 text-white' : 'bg-ink/10 text-ink',
            )}
          >
            {published ? 'Published' : 'Draft'}
          </span>
        </div>
        <p className="mt-1 text-sm text-ink-muted">
          {published && post.published_at
            ? `Published ${formatDate(post.published_at)}`
            : `Last edited ${formatDate(post.updated_at)}`}
          {' · '}
          {post.category} · {post.author_name}
        </p>
        <p className="mt-1 font-mono text-sm break-all text-ink-muted">/blog/{post.blog_slug}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <ButtonLink
            variant="secondary"
            to={adminPaths.editBlogPost.getHref(post.id)}
            aria-label={`Edit ${post.blog_title}`}
          >
            Edit
          </ButtonLink>
          <PublishButton post={post} />
          {published ? (
            <Link
              to={paths.blog.post.getHref(post.blog_slug)}
              target="_blank"
              rel="noreferrer"
              aria-label={`View ${post.blog_title} on the blog (opens in a new tab)`}
              className="px-2 text-sm font-semibold text-brand-700 underline underline-offset-4"
            >
              View
            </Link>
          ) : null}
          <DeletePostButton post={post} />
        </div>
      </div>
    </li>
  )
}
