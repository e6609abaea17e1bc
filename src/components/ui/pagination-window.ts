export type PaginationItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: 'start' | 'end' }

/** Page numbers shown at most (spec §9), the first and the last included. */
export const MAX_PAGE_NUMBERS = 5

/**
 * The pagination window: every page when there are at most 5; otherwise the first and last pages, the
 * current page with a neighbour on each side (shifted inwards at the edges so 5 numbers always show), and
 * an ellipsis for each gap.
 */
export function paginationWindow(current: number, totalPages: number): PaginationItem[] {
  const total = Math.max(0, Math.floor(totalPages))
  if (total <= MAX_PAGE_NUMBERS) {
    return Array.from({ length: total }, (_, index) => ({ kind: 'page', page: index + 1 }))
  }
  const page = Math.min(Math.max(1, Math.floor(current)), total)
  const middle = MAX_PAGE_NUMBERS - 2
  const start = Math.min(Math.max(page - Math.floor(middle / 2), 2), total - middle)
  const end = start + middle - 1
  const items: PaginationItem[] = [{ kind: 'page', page: 1 }]
  if (start > 2) items.push({ kind: 'ellipsis', key: 'start' })
  for (let n = start; n <= end; n++) items.push({ kind: 'page', page: n })
  if (end < total - 1) items.push({ kind: 'ellipsis', key: 'end' })
  items.push({ kind: 'page', page: total })
  return items
}
