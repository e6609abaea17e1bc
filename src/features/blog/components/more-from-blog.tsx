import { useBlogPosts } from '../api/get-blog-posts'
import { BlogCard } from './blog-card'

const MORE_COUNT = 3

/** Up to three other published stories, newest first, under the post. Hidden while loading or on failure. */
export function MoreFromBlog({ currentSlug }: { currentSlug: string }) {
  const posts = useBlogPosts()
  const others = (posts.data ?? []).filter((post) => post.blog_slug !== currentSlug).slice(0, MORE_COUNT)
  if (others.length === 0) return null

  return (
    <section aria-labelledby="more-from-blog-heading" className="border-t border-brand-100 bg-brand-50/50">
      <div className="mx-auto max-w-content px-4 py-12 sm:px-6">
        <h2 id="more-from-blog-heading" className="text-2xl font-bold sm:text-3xl">
          More from the Blog
        </h2>
        <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} headingLevel={3} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
