import { Link } from 'react-router-dom'
import { CloseIcon } from '@/components/ui/icons'
import { paths } from '@/config/paths'
import { formatMoney, multiplyCents } from '@/lib/money'
import type { CartLine } from '@/stores/cart'
import { problemMessage } from '@/lib/cart-line-problem'
import type { CartLineStatus } from '../lib/cart-line-status'

interface CartLineItemProps {
  line: CartLine
  status: CartLineStatus
  onQuantityChange: (line: CartLine, quantity: number) => void
  onRemove: (line: CartLine) => void
}

const stepButton =
  'flex size-10 items-center justify-center text-lg font-bold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-ink-muted disabled:opacity-50'

export function CartLineItem({ line, status, onQuantityChange, onRemove }: CartLineItemProps) {
  const { unitCents, previousUnitCents, max, problem } = status
  const sizeText = line.size ? line.size.label : null
  return (
    <li
      className="grid grid-cols-[5rem_1fr] gap-4 border-b border-brand-100 py-5 sm:grid-cols-[6rem_1fr_auto]"
      data-testid="cart-line"
    >
      <img
        src={line.imageUrl || '/images/placeholder-spice.svg'}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        className="aspect-square w-full rounded-xl border border-brand-100 bg-white object-cover"
      />
      <div className="min-w-0">
        <h2 className="text-lg font-bold">
          <Link to={paths.product.getHref(line.slug)} className="hover:text-brand-700 hover:underline">
            {line.name}
          </Link>
        </h2>
        {sizeText ? <p className="text-sm text-ink-muted">Size: {sizeText}</p> : null}
        <p className="text-sm text-ink-muted">
          Unit price: <span data-testid="cart-line-unit-price">{formatMoney(unitCents)}</span>
          {previousUnitCents !== null ? (
            <span className="ml-2">
              (was <s>{formatMoney(previousUnitCents)}</s>)
            </span>
          ) : null}
        </p>
        {problem ? (
          <p className="mt-2 rounded-lg bg-danger-50 px-3 py-2 text-sm font-semibold text-danger-700">
            {problemMessage(problem)}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <div
            className="inline-flex items-center overflow-hidden rounded-full border-2 border-brand-200 bg-white"
            role="group"
            aria-label={`Quantity of ${line.name}`}
          >
            <button
              type="button"
              className={stepButton}
              onClick={() => onQuantityChange(line, line.quantity - 1)}
              disabled={line.quantity <= 1}
              aria-label={`Decrease quantity of ${line.name}`}
            >
              <span aria-hidden="true">−</span>
            </button>
            <span className="min-w-10 px-2 text-center font-semibold" data-testid="cart-line-quantity">
              {line.quantity}
            </span>
            <button
              type="button"
              className={stepButton}
              onClick={() => onQuantityChange(line, line.quantity + 1)}
              disabled={line.quantity >= max}
              aria-label={`Increase quantity of ${line.name}`}
            >
              <span aria-hidden="true">+</span>
            </button>
          </div>
          <button
            type="button"
            onClick={() => onRemove(line)}
            className="inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-danger-700 underline-offset-4 hover:underline"
            aria-label={`Remove ${line.name}${sizeText ? `, ${sizeText}` : ''} from cart`}
          >
            <CloseIcon className="size-4" />
            Remove
          </button>
        </div>
      </div>
      <p className="col-start-2 text-lg font-bold sm:col-start-3 sm:text-right">
        <span className="sr-only">Line total: </span>
        <span data-testid="cart-line-total">{formatMoney(multiplyCents(unitCents, line.quantity))}</span>
      </p>
    </li>
  )
}
