import { describe, expect, it } from 'vitest'
import { paginationWindow, type PaginationItem } from '@/components/ui/pagination-window'

/** `1 … 4 5 6 … 10` */
const show = (items: PaginationItem[]) => items.map((item) => (item.kind === 'page' ? item.page : '…')).join(' ')

describe('pagination window', () => {
  it('shows nothing for no pages and a single number for one (the shop then hides it)', () => {
    expect(show(paginationWindow(1, 0))).toBe('')
    expect(show(paginationWindow(1, 1))).toBe('1')
  })

  it('shows every page, without ellipses, up to 5 pages', () => {
    expect(show(paginationWindow(1, 2))).toBe('1 2')
    expect(show(paginationWindow(3, 4))).toBe('1 2 3 4')
    for (let current = 1; current <= 5; current++) expect(show(paginationWindow(current, 5))).toBe('1 2 3 4 5')
  })

  it.each([
    [1, '1 2 3 4 … 10'],
    [2, '1 2 3 4 … 10'],
    [3, '1 2 3 4 … 10'],
    [4, '1 … 3 4 5 … 10'],
    [5, '1 … 4 5 6 … 10'],
    [7, '1 … 6 7 8 … 10'],
    [8, '1 … 7 8 9 10'],
    [9, '1 … 7 8 9 10'],
    [10, '1 … 7 8 9 10'],
  ])('on page %i of 10 shows %s', (current, expected) => {
    expect(show(paginationWindow(current, 10))).toBe(expected)
  })

  it('always has the first and last page and at most 5 numbers, the current one among them', () => {
    for (const total of [6, 7, 12, 60]) {
      for (let current = 1; current <= total; current++) {
        const items = paginationWindow(current, total)
        const pages = items.flatMap((item) => (item.kind === 'page' ? [item.page] : []))
        expect(pages[0]).toBe(1)
        expect(pages.at(-1)).toBe(total)
        expect(pages).toHaveLength(5)
        expect(pages).toContain(current)
        expect([...pages].sort((a, b) => a - b)).toEqual(pages)
        // An ellipsis stands exactly where numbers are skipped.
        for (let i = 1; i < items.length; i++) {
          const [before, after] = [items[i - 1]!, items[i]!]
          if (before.kind === 'page' && after.kind === 'page') expect(after.page).toBe(before.page + 1)
        }
      }
    }
  })

  it('clamps a current page outside 1..total', () => {
    expect(show(paginationWindow(0, 10))).toBe('1 2 3 4 … 10')
    expect(show(paginationWindow(50, 10))).toBe('1 … 7 8 9 10')
  })

  it('uses distinct keys for the two ellipses', () => {
    const ellipses = paginationWindow(5, 10).filter((item) => item.kind === 'ellipsis')
    expect(ellipses).toEqual([
      { kind: 'ellipsis', key: 'start' },
      { kind: 'ellipsis', key: 'end' },
    ])
  })
})
