import { useId } from 'react'
import type { ProductSortOrder } from '@/types/models'
import { SORT_OPTIONS } from '../lib/shop-filters'

export function SortSelect({
  value,
  onChange,
}: {
  value: ProductSortOrder
  onChange: (value: ProductSortOrder) => void
}) {
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap">
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const next = SORT_OPTIONS.find((option) => option.value === event.target.value)
          if (next) onChange(next.value)
        }}
        className="min-h-11 rounded-full border border-brand-200 bg-white px-4 py-2 text-sm"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
