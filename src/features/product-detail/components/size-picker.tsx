import { cn } from '@/lib/cn'
import { formatMoney } from '@/lib/money'
import { isOutOfStock, unitPriceCents, type ProductSize, type SizedProduct } from '@/lib/product-sizes'

interface SizePickerProps {
  product: SizedProduct
  sizes: readonly ProductSize[]
  value: string | null
  onChange: (value: string) => void
}

/**
 * Native radios in a fieldset: arrow keys move between the sizes that can be chosen and skip the
 * disabled ones, and screen readers announce the group's legend.
 */
export function SizePicker({ product, sizes, value, onChange }: SizePickerProps) {
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">Size</legend>
      <div className="flex flex-wrap gap-2">
        {sizes.map((size) => {
          const soldOut = isOutOfStock(product, size)
          const checked = size.value === value
          return (
            <label
              key={size.value}
              className={cn(
                'flex min-h-11 items-center gap-2 rounded-full border-2 px-4 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                soldOut
                  ? 'cursor-not-allowed border-dashed border-brand-200 bg-white text-ink-muted'
                  : checked
                    ? 'cursor-pointer border-brand-700 bg-brand-50 font-semibold text-ink'
                    : 'cursor-pointer border-brand-200 bg-white text-ink hover:border-brand-400',
              )}
            >
              <input
                type="radio"
                name="product-size"
                value={size.value}
                checked={checked}
                disabled={soldOut}
                onChange={() => onChange(size.value)}
                className="size-4 accent-brand-700"
              />
              <span>
                {size.label}
                <span className="text-ink-muted"> · {formatMoney(unitPriceCents(product, size))}</span>
                {soldOut ? <span> (Out of stock)</span> : null}
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
