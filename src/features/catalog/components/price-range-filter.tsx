import { useEffect, useId, useState } from 'react'

/** How long the sliders may rest before the new range is applied (dragging does not fire a query per step). */
export const PRICE_COMMIT_MS = 300

interface PriceRangeFilterProps {
  /** The applied bounds (null: no bound). */
  minPrice: number | null
  maxPrice: number | null
  /** The slider's top: the highest price rounded up (spec §5). */
  ceiling: number
  onChange: (range: { minPrice: number | null; maxPrice: number | null }) => void
}

type Range = [number, number]

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high)

/**
 * Price Range: two labelled range inputs from $0 to the ceiling in steps of $1. A bound at its end of the
 * scale is no bound at all, so it stays out of the URL.
 */
export function PriceRangeFilter({ minPrice, maxPrice, ceiling, onChange }: PriceRangeFilterProps) {
  const id = useId()
  const applied: Range = [clamp(minPrice ?? 0, 0, ceiling), clamp(maxPrice ?? ceiling, 0, ceiling)]
  const [draft, setDraft] = useState<Range>(applied)
  const [seen, setSeen] = useState<Range>(applied)

  // The applied range changed from outside (Clear All Filters, a link): show it.
  if (applied[0] !== seen[0] || applied[1] !== seen[1]) {
    setSeen(applied)
    setDraft(applied)
  }

  const [low, high] = draft
  const dirty = low !== applied[0] || high !== applied[1]

  useEffect(() => {
    if (!dirty) return
    const timer = setTimeout(
      () => onChange({ minPrice: low > 0 ? low : null, maxPrice: high < ceiling ? high : null }),
      PRICE_COMMIT_MS,
    )
    return () => clearTimeout(timer)
  }, [dirty, low, high, ceiling, onChange])

  return (
    <fieldset>
      <legend className="text-base font-bold">Price Range</legend>
      <p id={`${id}-value`} className="mt-2 text-sm text-ink-muted" aria-live="polite">
        ${low} – ${high}
      </p>
      <div className="mt-3 space-y-3">
        <div>
          <label htmlFor={`${id}-min`} className="text-sm font-semibold">
            Minimum price
          </label>
          <input
            id={`${id}-min`}
            type="range"
            min={0}
            max={ceiling}
            step={1}
            value={low}
            aria-valuetext={`$${low}`}
            onChange={(event) => {
              const value = Number(event.target.value)
              setDraft([value, Math.max(value, high)])
            }}
            className="block w-full accent-brand-700"
          />
        </div>
        <div>
          <label htmlFor={`${id}-max`} className="text-sm font-semibold">
            Maximum price
          </label>
          <input
            id={`${id}-max`}
            type="range"
            min={0}
            max={ceiling}
            step={1}
            value={high}
            aria-valuetext={`$${high}`}
            onChange={(event) => {
              const value = Number(event.target.value)
              setDraft([Math.min(value, low), value])
            }}
            className="block w-full accent-brand-700"
          />
        </div>
      </div>
    </fieldset>
  )
}
