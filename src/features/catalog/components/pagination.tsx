import { useSearchParams } from 'react-router-dom'
import { Pager } from '@/components/ui/pager'
import { parseShopFilters, toShopSearchParams } from '../lib/shop-filters'

interface PaginationProps {
  page: number
  totalPages: number
  /** Called after a page link is followed (the shop scrolls to the top and moves focus to the results). */
  onNavigate: () => void
}

/** The shop's page links, numbered: each keeps the filters and replaces the history entry like every other filter change. */
export function Pagination({ page, totalPages, onNavigate }: PaginationProps) {
  const [searchParams] = useSearchParams()
  const linkTo = (target: number) => {
    const search = toShopSearchParams({ ...parseShopFilters(searchParams), page: target }, searchParams).toString()
    return { to: { search: search ? `?${search}` : '' }, replace: true, preventScrollReset: true, onClick: onNavigate }
  }
  return <Pager page={page} totalPages={totalPages} linkTo={linkTo} numbered />
}
