import { formatPostDate } from '../lib/format-post-date'

interface PostMetaProps {
  category: string
  publishedAt: string | null
  author?: string
  className?: string
}

/** "Sourcing · January 20, 2026", optionally followed by "By Priya Raman". */
export function PostMeta({ category, publishedAt, author, className }: PostMetaProps) {
  const date = formatPostDate(publishedAt)
  return (
    <p className={className}>
      <span className="font-semibold text-brand-700">{category}</span>
      {date && publishedAt ? (
        <>
          <span aria-hidden="true"> · </span>
          <time dateTime={publishedAt}>{date}</time>
        </>
      ) : null}
      {author ? (
        <>
          <span aria-hidden="true"> · </span>
          <span>By {author}</span>
        </>
      ) : null}
    </p>
  )
}
