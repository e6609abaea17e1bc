import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form/control-class'
import { redeemTiers } from '@/config/rewards'
import { formatMoney } from '@/lib/money'
import { CHECKOUT_FIELD_INPUTS } from '../lib/checkout-fields'
import { useFieldControl } from './use-field-control'
import { useCheckout } from './checkout-context'

function PromoCode() {
  const { appliedPromo, applyPromo, removePromo, quote } = useCheckout().offers
  const { error, props } = useFieldControl('promoCode')
  const appliedError = appliedPromo && quote.errorMessage ? quote.errorMessage : null
  const message = error ?? appliedError
  return (
    <div>
      <label htmlFor={props.id} className="block font-semibold">
        Promo Code
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          type="text"
          {...CHECKOUT_FIELD_INPUTS.promoCode}
          className={controlClass('light', 'mt-0 uppercase')}
          {...props}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${props.id}-error` : appliedPromo ? `${props.id}-applied` : undefined}
          onKeyDown={(event) => {
            // Enter applies the code rather than placing the order.
            if (event.key === 'Enter') {
              event.preventDefault()
              void applyPromo()
            }
          }}
        />
        <Button type="button" variant="secondary" onClick={() => void applyPromo()}>
          Apply
        </Button>
      </div>
      {message ? (
        <p id={`${props.id}-error`} role="alert" className="mt-1.5 text-sm font-semibold text-danger-700">
          {message}
        </p>
      ) : appliedPromo ? (
        <p id={`${props.id}-applied`} role="status" className="mt-1.5 text-sm font-semibold text-leaf-700">
          Promo code {appliedPromo} applied.{' '}
          <button type="button" className="text-brand-700 underline" onClick={removePromo}>
            Remove code
          </button>
        </p>
      ) : null}
    </div>
  )
}

function FlavorPoints({ balance }: { balance: number }) {
  const { redeemPoints, chooseRedeemPoints } = useCheckout().offers
  const id = useId()
  return (
    <fieldset>
      <legend className="font-semibold">Redeem Flavor Points</legend>
      <p className="text-sm text-ink-muted">
        You have <strong className="text-ink">{balance}</strong> Flavor Points. Points cannot be combined with a promo
        code.
      </p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {[{ points: 0, discountCents: 0 }, ...redeemTiers].map((tier) => {
          const disabled = tier.points > balance
          return (
            <label
              key={tier.points}
              htmlFor={`${id}-${tier.points}`}
              className="flex min-h-11 items-center gap-2 rounded-xl border border-brand-100 px-3 py-2 text-sm has-checked:border-brand-700 has-disabled:opacity-60"
            >
              <input
                type="radio"
                id={`${id}-${tier.points}`}
                name="redeemPoints"
                value={tier.points}
                checked={redeemPoints === tier.points}
                disabled={disabled}
                onChange={() => chooseRedeemPoints(tier.points)}
                className="size-4 accent-brand-700"
              />
              {tier.points === 0
                ? "Don't redeem points"
                : `${tier.points} points: ${formatMoney(tier.discountCents)} off`}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

/** A promo code, and for a signed-in buyer with points, a Flavor Points reward; the summary's totals follow. */
export function PromoAndPoints() {
  const { buyer, offers } = useCheckout()
  const { pointsBalance } = offers
  return (
    <div className="space-y-5">
      <PromoCode />
      {buyer && pointsBalance !== null && pointsBalance > 0 ? <FlavorPoints balance={pointsBalance} /> : null}
    </div>
  )
}
