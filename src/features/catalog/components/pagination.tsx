import { Link, useSearchParams } from 'react-router-dom'
import { cn } from '@/lib/cn'
import { paginationWindow } from '../lib/pagination'
import { parseShopFilters, toShopSearchParams } from '../lib/shop-filters'

interface PaginationProps {
  page: number
  totalPages: number
  /** Called after a page link is followed (the shop scrolls to the top and moves focus to the results). */
  onNavigate: () => void
}

const itemClasses = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold'

/**
 * Page links (real links: they open in a new tab and are crawlable) that replace the history entry like every
 * other filter change. Hidden when everything fits on one page.
 */
export function Pagination({ page, totalPages, onNavigate }: PaginationProps) {
  const [searchParams] = useSearchParams()
  if (totalPages <= 1) return null

  const hrefFor = (target: number) => {
    const search = toShopSearchParams({ ...parseShopFilters(searchParams), page: target }, searchParams).toString()
    return { search: search ? `?${search}` : '' }
  }
  const linkProps = { replace: true, preventScrollReset: true, onClick: onNavigate }

  return (
    <nav aria-label="Pagination" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} {...linkProps} className={cn(itemClasses, 'text-brand-700 hover:bg-brand-50')}>
              <span aria-hidden="true">‹</span> Previous
            </Link>
          ) : (
            <span aria-hidden="true" className={cn(itemClasses, 'text-ink-muted')}>
              <span aria-hidden="true">‹</span> Previous
            </span>
          )}
        </li>
        {paginationWindow(page, totalPages).map((item) =>
          item.kind === 'ellipsis' ? (
            <li key={`ellipsis-${item.key}`} aria-hidden="true" className={cn(itemClasses, 'px-1 text-ink-muted')}>
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={hrefFor(item.page)}
                {...linkProps}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={`Page ${item.page}`}
                className={cn(
                  itemClasses,
                  item.page === page ? 'bg-brand-700 text-white' : 'text-brand-700 hover:bg-brand-50',
                )}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={hrefFor(page + 1)} {...linkProps} className={cn(itemClasses, 'text-brand-700 hover:bg-brand-50')}>
              Next <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span aria-hidden="true" className={cn(itemClasses, 'text-ink-muted')}>
              Next <span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
