import { useId } from 'react'
import { clampQuantity } from '@/lib/product-sizes'

interface QuantityStepperProps {
  value: number
  max: number
  onChange: (value: number) => void
  disabled?: boolean
  /** The visible label; the buttons' names include it. */
  label?: string
}

const stepButton =
  'flex size-11 items-center justify-center text-xl font-bold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-ink-muted disabled:opacity-50'

/** Minus, a number field and plus, kept within 1..max; typing is accepted and clamped on change. */
export function QuantityStepper({ value, max, onChange, disabled = false, label = 'Quantity' }: QuantityStepperProps) {
  const inputId = useId()
  const set = (next: number) => onChange(clampQuantity(next, max))
  return (
    <div>
      <label htmlFor={inputId} className="mb-2 block font-semibold">
        {label}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-full border-2 border-brand-200 bg-white">
        <button
          type="button"
          className={stepButton}
          onClick={() => set(value - 1)}
          disabled={disabled || value <= 1}
          aria-label={`Decrease ${label.toLowerCase()}`}
          aria-controls={inputId}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            if (event.target.value !== '') set(Number(event.target.value))
          }}
          className="h-11 w-14 [appearance:textfield] border-x-2 border-brand-200 text-center font-semibold [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={stepButton}
          onClick={() => set(value + 1)}
          disabled={disabled || value >= max}
          aria-label={`Increase ${label.toLowerCase()}`}
          aria-controls={inputId}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  )
}
