import { describe, expect, it } from 'vitest'
import {
  applyFilterChange,
  clearFilters,
  clearFiltersAndSearch,
  DEFAULT_FILTERS,
  hasActiveFilters,
  pageCount,
  pageRange,
  parseShopFilters,
  SORT_OPTIONS,
  toggleValue,
  toShopSearchParams,
} from '@/features/catalog/lib/shop-filters'
import type { ProductListFilters } from '@/types/models'

const parse = (query: string) => parseShopFilters(new URLSearchParams(query))
const serialise = (filters: ProductListFilters, current?: string) =>
  toShopSearchParams(filters, current === undefined ? undefined : new URLSearchParams(current)).toString()

const EVERYTHING: ProductListFilters = {
  searchTerm: 'smoked chili',
  category_types: ['Chilies', 'Flowers & Stamens'],
  cuisines: ['Mexican', 'Spanish'],
  is_organic: [true, false],
  rarities: ['exotic', 'rare'],
  minPrice: 5,
  maxPrice: 20,
  sortOrder: 'price-desc',
  page: 3,
}

describe('shop filters <-> URL', () => {
  it('reads the defaults from an empty query and writes nothing for them', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS)
    expect(serialise(DEFAULT_FILTERS)).toBe('')
    expect(DEFAULT_FILTERS.sortOrder).toBe('name-asc')
    expect(DEFAULT_FILTERS.page).toBe(1)
  })

  it('reads every parameter of the spec', () => {
    const filters = parse(
      'searchTerm=smoked+chili&category_types=Chilies&category_types=Flowers+%26+Stamens&cuisines=Spanish&cuisines=Mexican' +
        '&is_organic=true&is_organic=false&rarities=rare&rarities=exotic&minPrice=5&maxPrice=20&sortOrder=price-desc&page=3',
    )
    // Repeatable values are kept sorted, so the order in a URL never makes a different query.
    expect(filters).toEqual({ ...EVERYTHING, rarities: ['exotic', 'rare'] })
  })

  it('writes every parameter with the spec names, repeatables repeated, in a stable order', () => {
    expect(serialise(EVERYTHING)).toBe(
      'searchTerm=smoked+chili&category_types=Chilies&category_types=Flowers+%26+Stamens&cuisines=Mexican&cuisines=Spanish' +
        '&is_organic=true&is_organic=false&rarities=exotic&rarities=rare&minPrice=5&maxPrice=20&sortOrder=price-desc&page=3',
    )
  })

  it('round-trips: parse(serialise(state)) is the state', () => {
    expect(parseShopFilters(toShopSearchParams(EVERYTHING))).toEqual(EVERYTHING)
    const one: ProductListFilters = { ...DEFAULT_FILTERS, is_organic: [false], maxPrice: 0 }
    expect(serialise(one)).toBe('is_organic=false&maxPrice=0')
    expect(parseShopFilters(toShopSearchParams(one))).toEqual(one)
  })

  it.each([
    ['sortOrder=cheapest', {}],
    ['sortOrder=', {}],
    ['page=0', {}],
    ['page=-2', {}],
    ['page=2.5', {}],
    ['page=abc', {}],
    ['page=99999999', {}],
    ['minPrice=abc&maxPrice=', {}],
    ['minPrice=-3&maxPrice=-1', {}],
    ['minPrice=Infinity', {}],
    ['minPrice=0', {}],
    ['is_organic=yes&is_organic=1&is_organic=TRUE', {}],
    ['rarities=legendary&rarities=Common', {}],
    ['category_types=&category_types=%20%20&cuisines=', {}],
    [`category_types=${'x'.repeat(61)}`, {}],
  ])('ignores the invalid values in %s', (query, expected) => {
    expect(parse(query)).toEqual({ ...DEFAULT_FILTERS, ...expected })
  })

  it('keeps the valid values beside invalid ones', () => {
    expect(
      parse('rarities=legendary&rarities=rare&is_organic=maybe&is_organic=false&page=x&sortOrder=name-desc'),
    ).toEqual({ ...DEFAULT_FILTERS, rarities: ['rare'], is_organic: [false], sortOrder: 'name-desc' })
  })

  it('normalises: trims, drops duplicates, rounds prices outwards, swaps a reversed range', () => {
    expect(
      parse('searchTerm=%20%20cardamon%20&cuisines=%20Thai%20&cuisines=Thai&is_organic=true&is_organic=true'),
    ).toEqual({
      ...DEFAULT_FILTERS,
      searchTerm: 'cardamon',
      cuisines: ['Thai'],
      is_organic: [true],
    })
    expect(parse('minPrice=4.6&maxPrice=9.2')).toMatchObject({ minPrice: 4, maxPrice: 10 })
    expect(parse('minPrice=20&maxPrice=5')).toMatchObject({ minPrice: 5, maxPrice: 20 })
    expect(parse('searchTerm=%20%20%20').searchTerm).toBe('')
  })

  it('accepts every sort option of the spec', () => {
    expect(SORT_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ['name-asc', 'Name (A-Z)'],
      ['name-desc', 'Name (Z-A)'],
      ['price-asc', 'Price (Low-High)'],
      ['price-desc', 'Price (High-Low)'],
    ])
    for (const { value } of SORT_OPTIONS) expect(parse(`sortOrder=${value}`).sortOrder).toBe(value)
    expect(serialise({ ...DEFAULT_FILTERS, sortOrder: 'name-asc' })).toBe('')
  })

  it("keeps parameters that are not the shop's, and replaces the shop's own", () => {
    expect(serialise({ ...DEFAULT_FILTERS, cuisines: ['Thai'] }, 'utm_source=mail&cuisines=Indian&page=4')).toBe(
      'utm_source=mail&cuisines=Thai',
    )
  })
})

describe('filter changes', () => {
  it('go back to page 1', () => {
    const onPage3 = { ...DEFAULT_FILTERS, page: 3 }
    expect(applyFilterChange(onPage3, { cuisines: ['Thai'] })).toEqual({ ...DEFAULT_FILTERS, cuisines: ['Thai'] })
    expect(applyFilterChange(onPage3, { searchTerm: 'pepper' }).page).toBe(1)
    expect(applyFilterChange(onPage3, { sortOrder: 'price-asc' }).page).toBe(1)
    expect(applyFilterChange(onPage3, { minPrice: 4 }).page).toBe(1)
  })

  it('Clear All Filters keeps the search term and the sort, and goes to page 1', () => {
    expect(clearFilters(EVERYTHING)).toEqual({
      ...DEFAULT_FILTERS,
      searchTerm: 'smoked chili',
      sortOrder: 'price-desc',
    })
    expect(hasActiveFilters(clearFilters(EVERYTHING))).toBe(false)
  })

  it('Clear Filters & See All also clears the search (the sort stays)', () => {
    expect(clearFiltersAndSearch(EVERYTHING)).toEqual({ ...DEFAULT_FILTERS, sortOrder: 'price-desc' })
  })

  it('knows when a filter group or price bound is active (the search alone is not a filter)', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false)
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, searchTerm: 'x', sortOrder: 'name-desc', page: 2 })).toBe(false)
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, rarities: ['rare'] })).toBe(true)
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, maxPrice: 10 })).toBe(true)
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, is_organic: [false] })).toBe(true)
  })

  it('toggles one value of a repeatable group', () => {
    expect(toggleValue(['Indian'], 'Thai', true)).toEqual(['Indian', 'Thai'])
    expect(toggleValue(['Indian', 'Thai'], 'Indian', false)).toEqual(['Thai'])
    expect(toggleValue([true], true, true)).toEqual([true])
  })
})

describe('page mapping', () => {
  it('pages 12 products at a time', () => {
    expect(pageRange(1)).toEqual({ from: 0, to: 11 })
    expect(pageRange(2)).toEqual({ from: 12, to: 23 })
    expect(pageRange(0)).toEqual({ from: 0, to: 11 })
    expect(pageCount(0)).toBe(1)
    expect(pageCount(12)).toBe(1)
    expect(pageCount(13)).toBe(2)
    expect(pageCount(40)).toBe(4)
  })
})
