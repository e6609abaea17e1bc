import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'

export function BackToBlog({ className }: { className?: string }) {
  return (
    <Link
      to={paths.blog.list.getHref()}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800',
        className,
      )}
    >
      <span aria-hidden="true">←</span> Back to Blog
    </Link>
  )
}
