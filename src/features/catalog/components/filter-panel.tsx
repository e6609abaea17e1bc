import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import type { CatalogFacets, FacetValue, ProductListFilters } from '@/types/models'
import { hasActiveFilters, toggleValue } from '../lib/shop-filters'
import { PriceRangeFilter } from './price-range-filter'

interface FilterPanelProps {
  filters: ProductListFilters
  /** The values with counts and the price ceiling. */
  facets: CatalogFacets
  onChange: (change: Partial<ProductListFilters>) => void
  onClear: () => void
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

interface CheckboxGroupProps<T extends string | boolean> {
  legend: string
  values: FacetValue<T>[]
  selected: readonly T[]
  label?: (value: T) => string
  onChange: (selected: T[]) => void
}

function CheckboxGroup<T extends string | boolean>({
  legend,
  values,
  selected,
  label,
  onChange,
}: CheckboxGroupProps<T>) {
  return (
    <fieldset>
      <legend className="text-base font-bold">{legend}</legend>
      <ul className="mt-2 space-y-1">
        {values.map((facet) => {
          const text = label ? label(facet.value) : String(facet.value)
          return (
            <li key={String(facet.value)}>
              <label className="flex min-h-9 cursor-pointer items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  checked={selected.includes(facet.value)}
                  onChange={(event) => onChange(toggleValue(selected, facet.value, event.target.checked))}
                  className="size-4 accent-brand-700"
                />
                <span>
                  {text} <span className="text-ink-muted">({facet.count})</span>
                </span>
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

function Group({ children }: { children: ReactNode }) {
  return <div className="border-t border-brand-100 pt-5">{children}</div>
}

/** The filter groups of the spec, in its order: Type, Cuisine, Organic / Not Organic, Rarity, Price Range. */
export function FilterPanel({ filters, facets, onChange, onClear }: FilterPanelProps) {
  return (
    <div className="space-y-5">
      <Group>
        <CheckboxGroup
          legend="Type"
          values={facets.category_types}
          selected={filters.category_types}
          onChange={(category_types) => onChange({ category_types })}
        />
      </Group>
      <Group>
        <CheckboxGroup
          legend="Cuisine"
          values={facets.cuisines}
          selected={filters.cuisines}
          onChange={(cuisines) => onChange({ cuisines })}
        />
      </Group>
      <Group>
        <CheckboxGroup
          legend="Organic / Not Organic"
          values={facets.organic}
          selected={filters.is_organic}
          label={(value) => (value ? 'Organic' : 'Not Organic')}
          onChange={(is_organic) => onChange({ is_organic })}
        />
      </Group>
      <Group>
        <CheckboxGroup
          legend="Rarity"
          values={facets.rarities}
          selected={filters.rarities}
          label={capitalize}
          onChange={(rarities) => onChange({ rarities })}
        />
      </Group>
      <Group>
        <PriceRangeFilter
          minPrice={filters.minPrice}
          maxPrice={filters.maxPrice}
          ceiling={facets.price_ceiling}
          onChange={onChange}
        />
      </Group>
      <Group>
        <Button variant="secondary" className="w-full" onClick={onClear} disabled={!hasActiveFilters(filters)}>
          Clear All Filters
        </Button>
      </Group>
    </div>
  )
}

/** While the facets load: the panel's outline, so nothing below it jumps when the groups arrive all at once. */
export function FilterPanelSkeleton() {
  return (
    <div role="status" className="space-y-5">
      <span className="sr-only">Loading filters…</span>
      {[6, 8, 2, 3].map((rows, group) => (
        <div key={group} aria-hidden="true" className="space-y-3 border-t border-brand-100 pt-5">
          <Skeleton className="h-5 w-1/3" />
          {Array.from({ length: rows }, (_, row) => (
            <Skeleton key={row} className="h-5 w-3/4" />
          ))}
        </div>
      ))}
    </div>
  )
}

/** The facets could not be read: the catalog still works, only the filter groups are missing. */
export function FiltersUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="border-t border-brand-100 pt-5 text-sm">
      <p>The filters could not be loaded.</p>
      <Button variant="ghost" className="mt-2 px-0" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
