import { Link, type LinkProps } from 'react-router-dom'
import { cn } from '@/lib/cn'
import { Button } from './button'
import { paginationWindow } from './pagination-window'

interface PagerProps {
  page: number
  totalPages: number
  /** The landmark's name; a screen with several paged lists names each ("Pages of reviews"). */
  label?: string
  /**
   * Real links to each page (they open in a new tab and are crawlable), with their router options; without
   * it the pager is buttons that call `onPage`.
   */
  linkTo?: (page: number) => LinkProps
  onPage?: (page: number) => void
  /** The page numbers (at most five, the first and last among them) instead of "Page n of m". */
  numbered?: boolean
}

const itemClasses = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold'
const linkClasses = cn(itemClasses, 'text-brand-700 hover:bg-brand-50')

/** The app's one pager: Previous, the pages, Next. Hidden when everything fits on one page. */
export function Pager({ page, totalPages, label = 'Pagination', linkTo, onPage, numbered = false }: PagerProps) {
  if (totalPages <= 1) return null

  const step = (target: number, enabled: boolean, text: 'Previous' | 'Next') => {
    const content =
      text === 'Previous' ? (
        <>
          <span aria-hidden="true">‹</span> Previous
        </>
      ) : (
        <>
          Next <span aria-hidden="true">›</span>
        </>
      )
    if (!linkTo) {
      return (
        <Button variant="secondary" disabled={!enabled} onClick={() => onPage?.(target)}>
          {text}
        </Button>
      )
    }
    return enabled ? (
      <Link {...linkTo(target)} className={linkClasses}>
        {content}
      </Link>
    ) : (
      <span aria-hidden="true" className={cn(itemClasses, 'text-ink-muted')}>
        {content}
      </span>
    )
  }

  const numberOf = (target: number) => {
    const current = target === page
    const props = {
      'aria-current': current ? ('page' as const) : undefined,
      'aria-label': `Page ${target}`,
      className: cn(itemClasses, current ? 'bg-brand-700 text-white' : 'text-brand-700 hover:bg-brand-50'),
    }
    return linkTo ? (
      <Link {...linkTo(target)} {...props}>
        {target}
      </Link>
    ) : (
      <button type="button" onClick={() => onPage?.(target)} {...props}>
        {target}
      </button>
    )
  }

  return (
    <nav aria-label={label} className="mt-6">
      <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-4">
        <li>{step(page - 1, page > 1, 'Previous')}</li>
        {numbered ? (
          paginationWindow(page, totalPages).map((item) =>
            item.kind === 'ellipsis' ? (
              <li key={`ellipsis-${item.key}`} aria-hidden="true" className={cn(itemClasses, 'px-1 text-ink-muted')}>
                …
              </li>
            ) : (
              <li key={item.page}>{numberOf(item.page)}</li>
            ),
          )
        ) : (
          <li aria-live="polite">
            Page {page} of {totalPages}
          </li>
        )}
        <li>{step(page + 1, page < totalPages, 'Next')}</li>
      </ul>
    </nav>
  )
}
